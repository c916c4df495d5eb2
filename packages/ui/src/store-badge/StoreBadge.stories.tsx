import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { StoreBadge } from './StoreBadge';

const text = {
  en: { appCaption: 'Download on the', app: 'App Store', playCaption: 'Get it on', play: 'Google Play' },
  chs: { appCaption: '前往下载', app: 'App Store', playCaption: '立即获取', play: 'Google Play' },
};

const meta = {
  title: 'Actions/StoreBadge',
  component: StoreBadge,
  args: { store: 'app-store', href: '#/download', caption: '', storeName: '' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return args.store === 'app-store' ? (
      <StoreBadge {...args} caption={t.appCaption} storeName={t.app} />
    ) : (
      <StoreBadge {...args} caption={t.playCaption} storeName={t.play} />
    );
  },
} satisfies Meta<typeof StoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppStore: Story = {};
export const GooglePlay: Story = { args: { store: 'google-play' } };
export const BothStores: Story = {
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <StoreBadge {...args} store="app-store" caption={t.appCaption} storeName={t.app} />
        <StoreBadge {...args} store="google-play" caption={t.playCaption} storeName={t.play} />
      </div>
    );
  },
};
