// Review: nine static cards with rating, title, text, name, org and image.
import { ReviewCard } from '@fanout/ui';
import { avatarUrl } from '../../site/art/avatarUrl.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { useContentText } from '../../site/content/contentText.js';
import { reviews } from '../../site/content/reviews.js';
import { useSiteText } from '../../site/siteText.js';
import { usePagesText } from './pagesText.js';
import '../../site/blocks/layout.css';

export function ReviewPage() {
  const ts = useSiteText();
  const t = usePagesText();
  const tc = useContentText();
  return (
    <>
      <PageHeader title={ts('meta.review')} />
      <SiteSection lead={t('review.lead')}>
        {/* Names the list for the outline: the cards' h3 titles follow an h2, not the page's h1. */}
        <h2 className="visually-hidden">{t('review.title')}</h2>
        <ul className="grid grid-3 reviews">
          {reviews.map((r) => (
            <li key={r.title}>
              <ReviewCard
                rating={r.rating}
                ratingLabel={t('review.rating', { n: r.rating })}
                title={tc(r.title)}
                text={tc(r.text)}
                name={tc(r.name)}
                org={tc(r.org)}
                imageUrl={avatarUrl(r.seed)}
              />
            </li>
          ))}
        </ul>
      </SiteSection>
    </>
  );
}
