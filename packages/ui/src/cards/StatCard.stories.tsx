import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCompactNumber } from '../format/formatCompactNumber';
import { localeOf } from '../storybook/localeOf';
import { StatCard } from './StatCard';

const figures = [21023, 35023, 35023, 2323];
const text = {
  en: ['Transfers sent', 'Wallets created', 'Community members', 'Workshops held'],
  chs: ['累计转账', '已生成钱包', '社区成员', '安全培训场次'],
};

const meta = {
  title: 'Cards/StatCard',
  component: StatCard,
  args: { value: '', label: '' },
  render: (_args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))' }}>
        {text[locale].map((label, i) => (
          <StatCard key={label} value={formatCompactNumber(figures[i] ?? 0, locale)} label={label} />
        ))}
      </div>
    );
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompactFigures: Story = {};
