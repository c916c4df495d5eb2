// Review: nine static cards with rating, title, text, name, org and image.
import { ReviewCard } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../site/art/avatarUrl.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { reviews } from '../../site/content/reviews.js';

export function ReviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.review" />
      <SiteSection lead={t('review.lead')}>
        {/* Names the list for the outline: the cards' h3 titles follow an h2, not the page's h1. */}
        <h2 className="visually-hidden">{t('review.title')}</h2>
        <ul className="grid grid-3 reviews">
          {reviews.map((r) => (
            <li key={r.title}>
              <ReviewCard
                rating={r.rating}
                ratingLabel={t('review.rating', { n: r.rating })}
                title={t(r.title)}
                text={t(r.text)}
                name={t(r.name)}
                org={t(r.org)}
                imageUrl={avatarUrl(r.seed)}
              />
            </li>
          ))}
        </ul>
      </SiteSection>
    </>
  );
}
