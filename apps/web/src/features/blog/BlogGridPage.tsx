// Blog Default: six cards and static pagination 1 to 4.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { StaticPagination } from '../blocks/StaticPagination.js';
import { blogCards } from '../content/blogCards.js';
import { BlogCardView } from './BlogCardView.js';

const PAGES = 4;

export function BlogGridPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.blogGrid" />
      <SiteSection>
        {/* Names the list for the outline: the cards' h3 titles follow an h2, not the page's h1. */}
        <h2 className="visually-hidden">{t('blog.title')}</h2>
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
