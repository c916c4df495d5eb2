import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { PricingCard } from './PricingCard';

const text = {
  en: {
    name: 'Premium',
    periods: { monthly: '/month', yearly: '/year' },
    features: ['Up to 5,000 recipients a month', 'Saved recipient lists', 'Priority support'],
    cta: 'Choose plan',
    popular: 'Most popular',
  },
  chs: {
    name: '高级版',
    periods: { monthly: '/月', yearly: '/年' },
    features: ['每月最多 5000 个收款地址', '保存收款名单', '优先支持'],
    cta: '选择套餐',
    popular: '最受欢迎',
  },
};

const meta = {
  title: 'Pricing/PricingCard',
  component: PricingCard,
  args: {
    name: '',
    monthlyPrice: '49.99',
    yearlyPrice: '159.99',
    period: 'monthly',
    periodLabels: { monthly: '', yearly: '' },
    features: [],
    ctaLabel: '',
    ctaHref: '#/contact',
  },
  render: ({ featuredLabel, ...args }, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 340, paddingTop: 16 }}>
        <PricingCard
          {...args}
          name={t.name}
          periodLabels={t.periods}
          features={t.features}
          ctaLabel={t.cta}
          featuredLabel={featuredLabel ? t.popular : undefined}
        />
      </div>
    );
  },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const Yearly: Story = { args: { period: 'yearly' } };
export const Featured: Story = { args: { featuredLabel: 'yes' } };
