import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from '../cards/StatCard';
import { formatCompactNumber } from '../format/formatCompactNumber';
import { localeOf } from '../storybook/localeOf';
import { Counter } from './Counter';

const figures = [21023, 35023, 35023, 2323];
const text = {
  en: { labels: ['Transfers sent', 'Wallets created', 'Community members', 'Workshops held'], hint: 'Scroll down' },
  chs: { labels: ['累计转账', '已生成钱包', '社区成员', '安全培训场次'], hint: '向下滚动' },
};

const meta = {
  title: 'Data/Counter',
  component: Counter,
  args: { value: 21023 },
  render: (_args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))' }}>
        {t.labels.map((label, i) => (
          <StatCard key={label} value={<Counter value={figures[i] ?? 0} />} label={label} />
        ))}
      </div>
    );
  },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStatCards: Story = {};
export const Compact: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <StatCard
        value={<Counter {...args} format={(n) => formatCompactNumber(n, locale)} />}
        label={text[locale].labels[0] ?? ''}
      />
    );
  },
};
export const BelowTheFold: Story = {
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div>
        <p style={{ height: '120vh', margin: 0 }}>{t.hint} ↓</p>
        <StatCard value={<Counter {...args} />} label={t.labels[0] ?? ''} />
      </div>
    );
  },
};
