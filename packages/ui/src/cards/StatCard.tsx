// A key figure with its label (e.g. a Counter over "Transfers sent").
import type { ReactNode } from 'react';
import card from './Card.module.css';
import styles from './StatCard.module.css';

export type StatCardProps = {
  /** The figure: text or a Counter. */
  value: ReactNode;
  label: string;
  icon?: ReactNode;
  className?: string;
};

export function StatCard({ value, label, icon, className }: StatCardProps) {
  return (
    <div className={[card.card, className].filter(Boolean).join(' ')}>
      <div className={[card.body, styles.body].join(' ')}>
        {icon ? (
          <span className={card.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <p className={styles.value}>{value}</p>
        <p className={styles.label}>{label}</p>
      </div>
    </div>
  );
}
