// A form result message: success (green, polite) or danger (red, announced at once).
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'success' | 'danger';

export type AlertProps = {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button with this accessible name when onDismiss is given. */
  dismissLabel?: string;
  onDismiss?: () => void;
  className?: string;
};

export function Alert({ tone, title, children, dismissLabel, onDismiss, className }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], `alert-${tone}`, className].filter(Boolean).join(' ')}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        {tone === 'success' ? (
          <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M10 5.5v5.5M10 14v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
      {onDismiss && dismissLabel ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
