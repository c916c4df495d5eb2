import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Countdown } from './Countdown';

const text = {
  en: { label: 'Time until launch', labels: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' } },
  chs: { label: '距离上线还有', labels: { days: '天', hours: '小时', minutes: '分钟', seconds: '秒' } },
};

const meta = {
  title: 'Data/Countdown',
  component: Countdown,
  args: { duration: 63_072_000_000, labels: text.en.labels, label: '' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div
        style={{
          padding: 40,
          borderRadius: 16,
          background: args.tone === 'light' ? 'var(--color-surface)' : 'var(--gradient-hero)',
        }}
      >
        <Countdown {...args} labels={t.labels} label={t.label} />
      </div>
    );
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {};
export const LastMinutes: Story = { args: { duration: 125_000 } };
export const OnLight: Story = { args: { tone: 'light', duration: 3 * 86_400_000 + 5_400_000 } };
