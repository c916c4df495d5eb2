// Static pagination 1 to `pages` (the sample blog has no further pages): the first is current.
import { useTranslation } from 'react-i18next';

interface PaginationProps {
  pages: number;
}

export function Pagination({ pages }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <span
          key={n}
          className={n === 1 ? 'page is-current' : 'page'}
          aria-current={n === 1 ? 'page' : undefined}
          title={t('common.pageNumber', { n })}
        >
          {n}
        </span>
      ))}
    </nav>
  );
}
