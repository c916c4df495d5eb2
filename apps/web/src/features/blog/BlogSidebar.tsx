// Blog sidebar: search box, categories with counts, recent posts, newsletter, tag cloud (all static).
import { TagCloud } from '@fanout/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogCards } from '../content/blogCards.js';
import { NewsletterForm } from '../forms/NewsletterForm.js';

const CATEGORIES = [
  { name: 'sidebar.c1', count: 12 },
  { name: 'sidebar.c2', count: 8 },
  { name: 'sidebar.c3', count: 15 },
  { name: 'sidebar.c4', count: 6 },
  { name: 'sidebar.c5', count: 9 },
] as const;
const TAGS = [1, 2, 3, 4, 5, 6, 7] as const;
const RECENT = 3;

export function BlogSidebar() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <aside className="blog-sidebar">
      <form className="widget" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`}>
          <h2>{t('sidebar.search')}</h2>
        </label>
        <input id={`${id}-search`} type="search" placeholder={t('sidebar.searchPlaceholder')} />
      </form>
      <section className="widget">
        <h2>{t('sidebar.categories')}</h2>
        <ul className="plain-list">
          {CATEGORIES.map((c) => (
            <li key={c.name} className="category">
              <span>{t(c.name)}</span>
              <span className="count">{c.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="widget">
        <h2>{t('sidebar.recent')}</h2>
        <ul className="plain-list">
          {blogCards.slice(0, RECENT).map((card) => (
            <li key={card.title}>
              <Link to="/blog-details-left-sidebar">{t(card.title)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="widget">
        <h2>{t('sidebar.newsletter')}</h2>
        <NewsletterForm />
      </section>
      <section className="widget">
        <h2>{t('sidebar.tags')}</h2>
        <TagCloud
          label={t('sidebar.tags')}
          tags={TAGS.map((n) => ({ label: t(`sidebar.t${n}`), href: '#/blog-grid' }))}
        />
      </section>
    </aside>
  );
}
