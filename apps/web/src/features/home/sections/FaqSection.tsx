// FAQ (anchor `faq`): accordion of the sample questions.
import { FaqAccordion } from '../../../site/blocks/FaqAccordion.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { faqItems } from '../../../site/content/faqItems.js';
import { useHomeText } from '../homeText.js';

export function FaqSection() {
  const t = useHomeText();
  return (
    <SiteSection id="faq" kicker={t('faq.kicker')} title={t('faq.title')}>
      <FaqAccordion items={faqItems} />
    </SiteSection>
  );
}
