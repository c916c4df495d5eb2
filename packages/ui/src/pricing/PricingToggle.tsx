// Monthly/yearly switch for the pricing section: monthly by default, the active period's label highlighted.
import { type ReactNode, useId, useState } from 'react';
import type { BillingPeriod } from './BillingPeriod';
import styles from './PricingToggle.module.css';

export type PricingToggleProps = {
  monthlyLabel: string;
  yearlyLabel: string;
  /** Optional note beside the yearly label, e.g. "Save 30%". */
  yearlyBadge?: ReactNode;
  /** Controlled value; leave undefined to let the toggle keep its own state. */
  value?: BillingPeriod;
  defaultValue?: BillingPeriod;
  onChange?: (period: BillingPeriod) => void;
  className?: string;
};

export function PricingToggle({
  monthlyLabel,
  yearlyLabel,
  yearlyBadge,
  value,
  defaultValue = 'monthly',
  onChange,
  className,
}: PricingToggleProps) {
  const [own, setOwn] = useState<BillingPeriod>(defaultValue);
  const period = value ?? own;
  const yearlyId = useId();
  const set = (next: BillingPeriod) => {
    if (next === period) return;
    setOwn(next);
    onChange?.(next);
  };

  return (
    <div className={[styles.toggle, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.label}
        data-active={period === 'monthly'}
        aria-pressed={period === 'monthly'}
        onClick={() => set('monthly')}
      >
        {monthlyLabel}
      </button>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={period === 'yearly'}
        aria-labelledby={yearlyId}
        onClick={() => set(period === 'yearly' ? 'monthly' : 'yearly')}
      >
        <span className={styles.thumb} />
      </button>
      <button
        id={yearlyId}
        type="button"
        className={styles.label}
        data-active={period === 'yearly'}
        aria-pressed={period === 'yearly'}
        onClick={() => set('yearly')}
      >
        {yearlyLabel}
      </button>
      {yearlyBadge ? <span className={styles.badge}>{yearlyBadge}</span> : null}
    </div>
  );
}
