// Blog sidebar: search box (filters the list beside it, or opens the list filtered from an article), categories with
// counts, recent posts, newsletter, tag cloud.
import { TagCloud } from '@fanout/ui';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { blogPostHref } from '../../site/content/blogPostHref.js';
import { blogPosts } from '../../site/content/blogPosts.js';
import { useContentText } from '../../site/content/contentText.js';
import { NewsletterForm } from '../../site/forms/NewsletterForm.js';
import { useBlogText } from './blogText.js';
import './blog.css';

const CATEGORIES = [
  { name: 'sidebar.categoryAirdrops', count: 12 },
  { name: 'sidebar.categoryPayroll', count: 8 },
  { name: 'sidebar.categorySecurity', count: 15 },
  { name: 'sidebar.categoryWallets', count: 6 },
  { name: 'sidebar.categoryCommunity', count: 9 },
] as const;
const TAGS = [
  'sidebar.tagPolygon',
  'sidebar.tagAirdrop',
  'sidebar.tagAllowance',
  'sidebar.tagCsv',
  'sidebar.tagGas',
  'sidebar.tagAptos',
  'sidebar.tagSafety',
] as const;
const RECENT = 3;

export interface BlogSidebarProps {
  /** On a list page: the search text and its setter (the list filters as the visitor types). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** On an article: where the search opens the list. */
  side?: 'left' | 'right';
}

export function BlogSidebar({ query, onQueryChange, side = 'right' }: BlogSidebarProps) {
  const tc = useContentText();
  const tb = useBlogText();
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const value = query ?? draft;
  return (
    <aside className="blog-sidebar">
      <search className="widget">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!onQueryChange) void navigate(`/blog-${side}-sidebar?q=${encodeURIComponent(value.trim())}`);
          }}
        >
          <label htmlFor={`${id}-search`}>
            <h2>{tb('sidebar.search')}</h2>
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            value={value}
            onChange={(event) => (onQueryChange ?? setDraft)(event.target.value)}
            placeholder={tb('sidebar.searchPlaceholder')}
          />
        </form>
      </search>
      <section className="widget">
        <h2>{tb('sidebar.categories')}</h2>
        <ul className="plain-list">
          {CATEGORIES.map((c) => (
            <li key={c.name} className="category">
              <span>{tb(c.name)}</span>
              <span className="count">{c.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="widget">
        <h2>{tb('sidebar.recent')}</h2>
        <ul className="plain-list">
          {blogPosts.slice(0, RECENT).map((post) => (
            <li key={post.number}>
              <Link to={blogPostHref(post.number, side).slice(1)}>{tc(post.card.title)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="widget">
        <h2>{tb('sidebar.newsletter')}</h2>
        <NewsletterForm />
      </section>
      <section className="widget">
        <h2>{tb('sidebar.tags')}</h2>
        <TagCloud label={tb('sidebar.tags')} tags={TAGS.map((tag) => ({ label: tb(tag), href: '#/blog-grid' }))} />
      </section>
    </aside>
  );
}
