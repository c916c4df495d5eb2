// Testimonials: one quote per view, autoplaying with a pause on hover.
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../site/art/Avatar.js';
import { SiteCarousel } from '../../../site/blocks/SiteCarousel.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { testimonials } from '../../../site/content/testimonials.js';
import './TestimonialsSection.css';

export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <SiteSection kicker={t('testimonials.kicker')} title={t('testimonials.title')} tone="light">
      <SiteCarousel preset="testimonials" label={t('testimonials.title')}>
        {testimonials.map((item) => (
          <figure key={item.name} className="testimonial">
            <blockquote>{t(item.text)}</blockquote>
            <figcaption>
              <Avatar seed={item.seed} size={48} />
              <span>
                <strong>{t(item.name)}</strong>
                <small>{t(item.org)}</small>
              </span>
            </figcaption>
          </figure>
        ))}
      </SiteCarousel>
    </SiteSection>
  );
}
