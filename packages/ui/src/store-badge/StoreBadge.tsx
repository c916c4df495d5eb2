// A download link styled as an app-store badge (our own drawing, not the stores' trademarked artwork).
import styles from './StoreBadge.module.css';

export type StoreBadgeProps = {
  store: 'app-store' | 'google-play';
  href: string;
  /** Small line, e.g. "Download on the". */
  caption: string;
  /** Large line, e.g. "App Store". */
  storeName: string;
  className?: string;
};

export function StoreBadge({ store, href, caption, storeName, className }: StoreBadgeProps) {
  return (
    <a className={[styles.badge, className].filter(Boolean).join(' ')} href={href} data-store={store}>
      <svg className={styles.icon} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        {store === 'app-store' ? (
          <>
            <rect x="6" y="2" width="16" height="24" rx="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M11 22h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </>
        ) : (
          <path d="M6 3.5v21L24 14z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        )}
      </svg>
      <span className={styles.text}>
        <span className={styles.caption}>{caption}</span> <span className={styles.name}>{storeName}</span>
      </span>
    </a>
  );
}
