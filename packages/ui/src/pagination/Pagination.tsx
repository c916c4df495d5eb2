// Static page links (the blog's 1–4): previous, the numbers with the current one marked, next.
import styles from './Pagination.module.css';

export type PaginationProps = {
  /** Number of pages. */
  pages: number;
  /** 1-based current page. */
  current: number;
  /** Link of a page, e.g. n => `#/blog-grid?page=${n}`. */
  hrefFor: (page: number) => string;
  labels: {
    /** Accessible name of the navigation, e.g. "Pages". */
    nav: string;
    previous: string;
    next: string;
    /** Name of a number link, e.g. n => `Page ${n}`. */
    page: (page: number) => string;
  };
  className?: string;
};

export function Pagination({ pages, current, hrefFor, labels, className }: PaginationProps) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  const arrow = (direction: 'previous' | 'next') => {
    const target = direction === 'previous' ? current - 1 : current + 1;
    const enabled = target >= 1 && target <= pages;
    const icon = (
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    );
    return (
      <li>
        {enabled ? (
          <a
            className={styles.link}
            href={hrefFor(target)}
            aria-label={labels[direction]}
            rel={direction === 'next' ? 'next' : 'prev'}
          >
            {icon}
          </a>
        ) : (
          // There is no page before the first or after the last: the arrow stays for the layout only.
          <span className={[styles.link, styles.disabled].join(' ')} aria-hidden="true">
            {icon}
          </span>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={labels.nav} className={className}>
      <ul className={styles.list}>
        {arrow('previous')}
        {numbers.map((page) => (
          <li key={page}>
            <a
              className={styles.link}
              href={hrefFor(page)}
              aria-label={labels.page(page)}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </a>
          </li>
        ))}
        {arrow('next')}
      </ul>
    </nav>
  );
}
