// Review: nine static cards with rating, title, text, name, org and image.
import { useTranslation } from 'react-i18next';
import { Avatar } from '../art/Avatar.js';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { reviews } from '../content/reviews.js';

export function ReviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.review" />
      <SiteSection lead={t('review.lead')}>
        <ul className="grid grid-3 reviews">
          {reviews.map((r) => (
            <li key={r.title} className="card review-card">
              <p className="stars" role="img" aria-label={t('review.rating', { n: r.rating })}>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
              </p>
              <h2>{t(r.title)}</h2>
              <p>{t(r.text)}</p>
              <div className="review-person">
                <Avatar seed={r.seed} size={40} />
                <span>
                  <strong>{t(r.name)}</strong>
                  <small>{t(r.org)}</small>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </SiteSection>
    </>
  );
}
