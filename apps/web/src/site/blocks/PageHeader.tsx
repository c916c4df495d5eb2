// The header band of a secondary page: its title and the breadcrumb Home > Pages > current page.

import { Breadcrumb } from '@fanout/ui';
import { useLocation } from 'react-router';
import type { BreadcrumbItem } from '../content/BreadcrumbItem.js';
import { useSiteText } from '../siteText.js';
import './PageHeader.css';

interface PageHeaderProps {
  /** The page's title as shown, from the page's namespace (most pages: their title in the site's `meta`). */
  title: string;
}

export function PageHeader({ title }: PageHeaderProps) {
  const t = useSiteText();
  const path = useLocation().pathname;
  const items: BreadcrumbItem[] = [
    { link: '/', name: t('common.home'), isActive: false },
    { link: '/', name: t('common.pages'), isActive: false },
    { link: path, name: title, isActive: true },
  ];
  return (
    <header className="page-header">
      <div className="container">
        <h1>{title}</h1>
        <Breadcrumb
          label={t('common.breadcrumb')}
          items={items.map((item) => ({ name: item.name, link: `#${item.link}`, isActive: item.isActive }))}
        />
      </div>
    </header>
  );
}
