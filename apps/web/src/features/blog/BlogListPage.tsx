// Blog No Sidebar / Left Sidebar / Right Sidebar: three posts, pagination, and the sidebar on the chosen side, whose
// search box filters all the posts as the visitor types (`?q=` from a details page's search starts it).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BlogCardView } from '../../site/blocks/BlogCardView.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { StaticPagination } from '../../site/blocks/StaticPagination.js';
import { blogPosts } from '../../site/content/blogPosts.js';
import { useContentText } from '../../site/content/contentText.js';
import { useSiteText } from '../../site/siteText.js';
import { BlogSidebar } from './BlogSidebar.js';
import { matchesQuery } from './matchesQuery.js';
import './blog.css';
import { useBlogText } from './blogText.js';

const TITLES = { none: 'meta.blogLarge', left: 'meta.blogLeftSidebar', right: 'meta.blogRightSidebar' } as const;
const POSTS = 3;
const PAGES = 4;

export function BlogListPage({ sidebar }: { sidebar: 'none' | 'left' | 'right' }) {
  const ts = useSiteText();
  const tc = useContentText();
  const tb = useBlogText();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const searching = query.trim() !== '';
  const posts = searching
    ? blogPosts.filter((post) => matchesQuery([tc(post.card.title), tc(post.card.desc)], query))
    : blogPosts.slice(0, POSTS);
  return (
    <>
      <PageHeader title={ts(TITLES[sidebar])} />
      <SiteSection>
        <div className={`blog-layout sidebar-${sidebar}`}>
          <div className="blog-posts">
            {/* Names the list for the outline: the cards' h3 titles follow an h2, not the page's h1. */}
            <h2 className="visually-hidden">{tb('list.title')}</h2>
            <p className={searching ? 'search-summary' : 'visually-hidden'} role="status">
              {searching
                ? posts.length
                  ? tb('sidebar.results', { count: posts.length, query: query.trim() })
                  : tb('sidebar.noResults', { query: query.trim() })
                : ''}
            </p>
            {posts.map((post) => (
              <BlogCardView key={post.number} post={post} />
            ))}
            {!searching && <StaticPagination pages={PAGES} />}
          </div>
          {sidebar !== 'none' && <BlogSidebar query={query} onQueryChange={setQuery} />}
        </div>
      </SiteSection>
    </>
  );
}
