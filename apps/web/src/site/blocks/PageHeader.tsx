// The header band of a secondary page: its title and the breadcrumb Home > Pages > current page.

import { Breadcrumb } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/MessageKey.js';
import type { BreadcrumbItem } from '../content/BreadcrumbItem.js';
import './PageHeader.css';

interface PageHeaderProps {
  title: MessageKey;
}

export function PageHeader({ title }: PageHeaderProps) {
  const { t } = useTranslation();
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
