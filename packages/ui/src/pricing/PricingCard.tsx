// One pricing plan: name, the price for the chosen billing period, features and a call to action.
import { type ReactNode, useId } from 'react';
import { LinkButton } from '../button/LinkButton';
import type { BillingPeriod } from './BillingPeriod';
import styles from './PricingCard.module.css';

export type PricingCardProps = {
  name: string;
  /** Prices as display strings (e.g. "19.99"): amounts are never floats. */
  monthlyPrice: string;
  yearlyPrice: string;
  period: BillingPeriod;
  /** Suffix per period, e.g. { monthly: '/month', yearly: '/year' }. */
  periodLabels: Record<BillingPeriod, string>;
  currency?: string;
  features: ReactNode[];
  ctaLabel: string;
  ctaHref: string;
  /** Highlights the plan, with this text in a ribbon. */
  featuredLabel?: string;
  className?: string;
};

export function PricingCard({
  name,
  monthlyPrice,
  yearlyPrice,
  period,
  periodLabels,
  currency = '$',
  features,
  ctaLabel,
  ctaHref,
  featuredLabel,
  className,
}: PricingCardProps) {
  const price = period === 'yearly' ? yearlyPrice : monthlyPrice;
  const nameId = useId();
  return (
    <article
      className={[styles.card, featuredLabel ? styles.featured : undefined, className].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
    >
      {featuredLabel ? <span className={styles.ribbon}>{featuredLabel}</span> : null}
      <h3 id={nameId} className={styles.name}>
        {name}
      </h3>
      <p className={styles.price} data-period={period}>
        <span className={styles.amount}>
          {currency}
          {price}
        </span>
        <span className={styles.period}>{periodLabels[period]}</span>
      </p>
      <ul className={styles.features}>
        {features.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: features are a fixed display list
          <li key={index}>
            <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <LinkButton href={ctaHref} variant={featuredLabel ? 'primary' : 'secondary'} block aria-describedby={nameId}>
        {ctaLabel}
      </LinkButton>
    </article>
  );
}
