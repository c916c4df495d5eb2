// The blog's static pagination (1 to `pages`, the first current) as the ui Pagination.
import { Pagination } from '@fanout/ui';
import { useLocation } from 'react-router';
import './StaticPagination.css';
import { useSiteText } from '../siteText.js';

export function StaticPagination({ pages }: { pages: number }) {
  const t = useSiteText();
  const { pathname } = useLocation();
  return (
    <div className="pagination-row">
      <Pagination
        pages={pages}
        current={1}
        hrefFor={(n) => (n === 1 ? `#${pathname}` : `#${pathname}?page=${n}`)}
        labels={{
          nav: t('common.pagination'),
          previous: t('common.previous'),
          next: t('common.next'),
          page: (n) => t('common.pageNumber', { n }),
        }}
      />
    </div>
  );
}
