// The header band of a secondary page: its title and the breadcrumb Home > Pages > current page.

import { Breadcrumb } from '@fanout/ui';
import { useLocation } from 'react-router';
import type { BreadcrumbItem } from '../content/BreadcrumbItem.js';
import { type SiteTextKey, useSiteText } from '../siteText.js';
import './PageHeader.css';

interface PageHeaderProps {
  title: SiteTextKey;
}

export function PageHeader({ title }: PageHeaderProps) {
  const t = useSiteText();
  const path = useLocation().pathname;
  const items: BreadcrumbItem[] = [
    { link: '/', name: 'common.home', isActive: false },
    { link: '/', name: 'common.pages', isActive: false },
    { link: path, name: title, isActive: true },
  ];
  return (
    <header className="page-header">
      <div className="container">
        <h1>{t(title)}</h1>
        <Breadcrumb
          label={t('common.breadcrumb')}
          items={items.map((item) => ({ name: t(item.name), link: `#${item.link}`, isActive: item.isActive }))}
        />
      </div>
    </header>
  );
}
