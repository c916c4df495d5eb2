// The header band of a secondary page: its title and the breadcrumb Home > Pages > current page.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/MessageKey.js';
import type { BreadcrumbItem } from '../content/BreadcrumbItem.js';

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
        <nav aria-label={t('common.breadcrumb')}>
          <ol className="breadcrumb">
            {items.map((item) => (
              <li key={item.name + item.link + String(item.isActive)}>
                {item.isActive ? (
                  <span aria-current="page">{t(item.name)}</span>
                ) : (
                  <Link to={item.link}>{t(item.name)}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </header>
  );
}
