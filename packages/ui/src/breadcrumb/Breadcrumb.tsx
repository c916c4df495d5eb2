// The trail at the top of inner pages: Home > Pages > current. The active item is text, marked as the current page.
import styles from './Breadcrumb.module.css';

export type BreadcrumbItem = {
  name: string;
  link?: string;
  isActive?: boolean;
};

export type BreadcrumbProps = {
  items: BreadcrumbItem[];
  /** Accessible name of the trail, e.g. "Breadcrumb". */
  label: string;
  /** "dark" (on the page banner, default) or "light" (on a light section). */
  tone?: 'dark' | 'light';
  className?: string;
};

export function Breadcrumb({ items, label, tone = 'dark', className }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={[styles.list, tone === 'light' ? styles.light : undefined].filter(Boolean).join(' ')}>
        {items.map((item) => (
          <li key={`${item.name}-${item.link ?? ''}`} className={styles.item}>
            {item.isActive || !item.link ? (
              <span
                className={item.isActive ? styles.active : undefined}
                aria-current={item.isActive ? 'page' : undefined}
              >
                {item.name}
              </span>
            ) : (
              <a className={styles.link} href={item.link}>
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
