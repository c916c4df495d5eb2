// Testimonials: one quote per view, autoplaying with a pause on hover.
import { Avatar } from '../../../site/art/Avatar.js';
import { SiteCarousel } from '../../../site/blocks/SiteCarousel.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { useContentText } from '../../../site/content/contentText.js';
import { testimonials } from '../../../site/content/testimonials.js';
import './TestimonialsSection.css';
import { useHomeText } from '../homeText.js';

export function TestimonialsSection() {
  const t = useHomeText();
  const tc = useContentText();
  return (
    <SiteSection kicker={t('testimonials.kicker')} title={t('testimonials.title')} tone="light">
      <SiteCarousel preset="testimonials" label={t('testimonials.title')}>
        {testimonials.map((item) => (
          <figure key={item.name} className="testimonial">
            <blockquote>{tc(item.text)}</blockquote>
            <figcaption>
              <Avatar seed={item.seed} size={48} />
              <span>
                <strong>{tc(item.name)}</strong>
                <small>{tc(item.org)}</small>
              </span>
            </figcaption>
          </figure>
        ))}
      </SiteCarousel>
    </SiteSection>
  );
}
