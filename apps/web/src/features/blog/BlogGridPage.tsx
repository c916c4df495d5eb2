// Blog Default: six cards and static pagination 1 to 4.
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { StaticPagination } from '../blocks/StaticPagination.js';
import { blogCards } from '../content/blogCards.js';
import { BlogCardView } from '../home/sections/BlogCardView.js';

const PAGES = 4;

export function BlogGridPage() {
  return (
    <>
      <PageHeader title="meta.blogGrid" />
      <SiteSection>
        <div className="grid grid-3">
          {blogCards.map((card) => (
            <BlogCardView key={card.title} card={card} />
          ))}
        </div>
        <StaticPagination pages={PAGES} />
      </SiteSection>
    </>
  );
}
