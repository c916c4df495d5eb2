import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Breadcrumb } from './Breadcrumb';

const text = {
  en: { label: 'Breadcrumb', home: 'Home', pages: 'Pages', current: 'Tool', title: 'Tool' },
  chs: { label: '面包屑导航', home: '首页', pages: '页面', current: '工具', title: '工具' },
};

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { items: [], label: '', tone: 'dark' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    const trail = (
      <Breadcrumb
        {...args}
        label={t.label}
        items={[
          { name: t.home, link: '#/' },
          { name: t.pages, link: '#/' },
          { name: t.current, link: '#/tool', isActive: true },
        ]}
      />
    );
    if (args.tone === 'light') return trail;
    return (
      <div
        style={{
          padding: '48px 24px',
          borderRadius: 16,
          background: 'var(--gradient-hero)',
          color: 'var(--color-on-hero)',
        }}
      >
        <h1 style={{ margin: '0 0 12px', fontFamily: 'var(--font-sans)' }}>{t.title}</h1>
        {trail}
      </div>
    );
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnPageBanner: Story = {};
export const OnLightSection: Story = { args: { tone: 'light' } };
