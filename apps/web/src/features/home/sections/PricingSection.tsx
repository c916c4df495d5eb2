// Pricing (anchor `pricing`): monthly by default; the toggle shows yearly prices and highlights its label.
import { type BillingPeriod, PricingCard, PricingToggle } from '@fanout/ui';
import { useState } from 'react';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { centsToDecimal } from '../../../site/content/centsToDecimal.js';
import { useContentText } from '../../../site/content/contentText.js';
import { pricingPlans } from '../../../site/content/pricingPlans.js';
import { useHomeText } from '../homeText.js';
import '../../../site/blocks/layout.css';
import './PricingSection.css';

export function PricingSection() {
  const t = useHomeText();
  const tc = useContentText();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <SiteSection
      id="pricing"
      kicker={t('pricing.kicker')}
      title={t('pricing.title')}
      lead={t('pricing.lead')}
      tone="light"
    >
      <div className="pricing-toggle">
        <PricingToggle
          monthlyLabel={t('pricing.monthly')}
          yearlyLabel={t('pricing.yearly')}
          value={period}
          onChange={setPeriod}
        />
      </div>
      <div className="grid grid-3">
        {pricingPlans.map((plan) => (
          <PricingCard
            key={plan.name}
            name={tc(plan.name)}
            monthlyPrice={centsToDecimal(plan.monthlyCents)}
            yearlyPrice={centsToDecimal(plan.yearlyCents)}
            period={period}
            periodLabels={{ monthly: t('pricing.perMonth'), yearly: t('pricing.perYear') }}
            features={plan.features.map((feature) => tc(feature))}
            ctaLabel={t('pricing.choose')}
            ctaHref="#/contact-us"
            featuredLabel={plan.highlighted ? t('pricing.featured') : undefined}
          />
        ))}
      </div>
    </SiteSection>
  );
}
