import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { localeOf } from '../storybook/localeOf';
import type { BillingPeriod } from './BillingPeriod';
import { PricingCard } from './PricingCard';
import { PricingToggle } from './PricingToggle';

const text = {
  en: {
    monthly: 'Monthly',
    yearly: 'Yearly',
    badge: 'Save up to 70%',
    periods: { monthly: '/month', yearly: '/year' },
    cta: 'Choose plan',
    popular: 'Most popular',
    plans: [
      {
        name: 'Standard',
        features: ['Bulk send up to 500 recipients a month', 'EVM wallet generator', 'Email support'],
      },
      { name: 'Premium', features: ['Up to 5,000 recipients a month', 'Saved recipient lists', 'Priority support'] },
      { name: 'Unlimited', features: ['Unlimited recipients', 'Aptos wallet generator', 'Workshop for your team'] },
    ],
  },
  chs: {
    monthly: '按月',
    yearly: '按年',
    badge: '最高省 70%',
    periods: { monthly: '/月', yearly: '/年' },
    cta: '选择套餐',
    popular: '最受欢迎',
    plans: [
      { name: '标准版', features: ['每月最多 500 个收款地址', 'EVM 批量生成钱包', '邮件支持'] },
      { name: '高级版', features: ['每月最多 5000 个收款地址', '保存收款名单', '优先支持'] },
      { name: '无限版', features: ['收款地址不限', 'Aptos 批量生成钱包', '团队安全培训'] },
    ],
  },
};

const prices = [
  ['19.99', '69.99'],
  ['49.99', '159.99'],
  ['69.99', '259.99'],
] as const;

function Pricing({ locale, initial }: { locale: 'en' | 'chs'; initial: BillingPeriod }) {
  const t = text[locale];
  const [period, setPeriod] = useState<BillingPeriod>(initial);
  return (
    <div style={{ display: 'grid', gap: 40, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <PricingToggle
          monthlyLabel={t.monthly}
          yearlyLabel={t.yearly}
          yearlyBadge={t.badge}
          value={period}
          onChange={setPeriod}
        />
      </div>
      <div
        style={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(250px, 100%), 1fr))',
          width: '100%',
          maxWidth: 1100,
        }}
      >
        {t.plans.map((plan, i) => (
          <PricingCard
            key={plan.name}
            name={plan.name}
            monthlyPrice={prices[i]?.[0] ?? ''}
            yearlyPrice={prices[i]?.[1] ?? ''}
            period={period}
            periodLabels={t.periods}
            features={plan.features}
            ctaLabel={t.cta}
            ctaHref="#/contact"
            featuredLabel={i === 1 ? t.popular : undefined}
          />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Pricing/PricingToggle',
  component: PricingToggle,
  args: { monthlyLabel: '', yearlyLabel: '', defaultValue: 'monthly' },
  render: (args, context) => <Pricing locale={localeOf(context)} initial={args.defaultValue ?? 'monthly'} />,
} satisfies Meta<typeof PricingToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const Yearly: Story = { args: { defaultValue: 'yearly' } };
export const ToggleOnly: Story = {
  render: (args, context) => {
    const t = text[localeOf(context)];
    return <PricingToggle {...args} monthlyLabel={t.monthly} yearlyLabel={t.yearly} />;
  },
};
