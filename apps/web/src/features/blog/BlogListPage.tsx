// Blog No Sidebar / Left Sidebar / Right Sidebar: three posts, pagination, and the sidebar on the chosen side.
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { StaticPagination } from '../blocks/StaticPagination.js';
import { blogCards } from '../content/blogCards.js';
import { BlogCardView } from '../home/sections/BlogCardView.js';
import { BlogSidebar } from './BlogSidebar.js';

const TITLES = { none: 'meta.blogLarge', left: 'meta.blogLeftSidebar', right: 'meta.blogRightSidebar' } as const;
const POSTS = 3;
const PAGES = 4;

export function BlogListPage({ sidebar }: { sidebar: 'none' | 'left' | 'right' }) {
  return (
    <>
      <PageHeader title={TITLES[sidebar]} />
      <SiteSection>
        <div className={`blog-layout sidebar-${sidebar}`}>
          <div className="blog-posts">
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
