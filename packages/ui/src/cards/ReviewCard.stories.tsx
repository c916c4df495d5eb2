import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatarImage } from '../storybook/avatarImage';
import { localeOf } from '../storybook/localeOf';
import { ReviewCard } from './ReviewCard';

const text = {
  en: {
    rated: (n: number) => `Rated ${n} out of 5`,
    title: 'Payroll in one go',
    text: 'We paid 180 contributors in two transactions, and the fee was on screen before we signed.',
    name: 'Sam Okafor',
    org: 'Northwind DAO',
  },
  chs: {
    rated: (n: number) => `评分 ${n} 星（满分 5 星）`,
    title: '一次发完工资',
    text: '两笔交易就给 180 位贡献者发完了报酬，签名前手续费就显示得清清楚楚。',
    name: '周子航',
    org: '北风社区',
  },
};

const meta = {
  title: 'Cards/ReviewCard',
  component: ReviewCard,
  args: { rating: 5, ratingLabel: '', title: '', text: '', name: '', org: '', imageUrl: avatarImage(3) },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 380 }}>
        <ReviewCard
          {...args}
          ratingLabel={t.rated(args.rating)}
          title={t.title}
          text={t.text}
          name={t.name}
          org={t.org}
        />
      </div>
    );
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {};
export const FourStars: Story = { args: { rating: 4 } };
