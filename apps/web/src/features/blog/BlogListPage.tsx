// Blog No Sidebar / Left Sidebar / Right Sidebar: three posts, pagination, and the sidebar on the chosen side.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { StaticPagination } from '../blocks/StaticPagination.js';
import { blogCards } from '../content/blogCards.js';
import { BlogCardView } from './BlogCardView.js';
import { BlogSidebar } from './BlogSidebar.js';

const TITLES = { none: 'meta.blogLarge', left: 'meta.blogLeftSidebar', right: 'meta.blogRightSidebar' } as const;
const POSTS = 3;
const PAGES = 4;

export function BlogListPage({ sidebar }: { sidebar: 'none' | 'left' | 'right' }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={TITLES[sidebar]} />
      <SiteSection>
        <div className={`blog-layout sidebar-${sidebar}`}>
          <div className="blog-posts">
            {/* Names the list for the outline: the cards' h3 titles follow an h2, not the page's h1. */}
            <h2 className="visually-hidden">{t('blog.title')}</h2>
            {blogCards.slice(0, POSTS).map((card) => (
              <BlogCardView key={card.title} card={card} />
            ))}
            <StaticPagination pages={PAGES} />
          </div>
          {sidebar !== 'none' && <BlogSidebar />}
        </div>
      </SiteSection>
    </>
  );
}
