// Blog Default: six cards and static pagination 1 to 4.
import { BlogCardView } from '../../site/blocks/BlogCardView.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { StaticPagination } from '../../site/blocks/StaticPagination.js';
import { blogPosts } from '../../site/content/blogPosts.js';
import { useSiteText } from '../../site/siteText.js';
import { useBlogText } from './blogText.js';
import '../../site/blocks/layout.css';
import './blog.css';

const PAGES = 4;

export function BlogGridPage() {
  const ts = useSiteText();
  const t = useBlogText();
  return (
    <>
      <PageHeader title={ts('meta.blogGrid')} />
      <SiteSection>
        {/* Names the list for the outline: the cards' h3 titles follow an h2, not the page's h1. */}
        <h2 className="visually-hidden">{t('list.title')}</h2>
        <div className="grid grid-3">
          {blogPosts.map((post) => (
            <BlogCardView key={post.number} post={post} />
          ))}
        </div>
        <StaticPagination pages={PAGES} />
      </SiteSection>
    </>
  );
}
