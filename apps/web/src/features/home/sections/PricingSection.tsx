// Pricing (anchor `pricing`): monthly by default; the toggle shows yearly prices and highlights its label.
import { Button } from '@fanout/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';
import { formatCents } from '../../content/formatCents.js';
import { pricingPlans } from '../../content/pricingPlans.js';

export function PricingSection() {
  const { t } = useTranslation();
  const [yearly, setYearly] = useState(false);
  return (
    <SiteSection
      id="pricing"
      kicker={t('pricing.kicker')}
      title={t('pricing.title')}
      lead={t('pricing.lead')}
      tone="light"
    >
      <fieldset className="pricing-toggle">
        <legend className="visually-hidden">{t('pricing.billing')}</legend>
        <button type="button" aria-pressed={!yearly} onClick={() => setYearly(false)}>
          {t('pricing.monthly')}
        </button>
        <button type="button" aria-pressed={yearly} onClick={() => setYearly(true)}>
          {t('pricing.yearly')}
        </button>
      </fieldset>
      <div className="grid grid-3">
        {pricingPlans.map((plan) => (
          <article key={plan.name} className={`card price-card${plan.highlighted ? ' is-highlighted' : ''}`}>
            <h3>{t(plan.name)}</h3>
            <p className="price" data-testid="price">
              <strong>{formatCents(yearly ? plan.yearlyCents : plan.monthlyCents)}</strong>{' '}
              <span>{yearly ? t('pricing.perYear') : t('pricing.perMonth')}</span>
            </p>
            <ul className="check-list">
              {plan.features.map((feature) => (
                <li key={feature}>{t(feature)}</li>
              ))}
            </ul>
            <Button variant={plan.highlighted ? 'primary' : 'secondary'} block>
              {t('pricing.choose')}
            </Button>
          </article>
        ))}
      </div>
    </SiteSection>
  );
}
