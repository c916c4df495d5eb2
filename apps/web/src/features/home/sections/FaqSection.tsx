// FAQ (anchor `faq`): accordion of the sample questions.
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../../../site/blocks/FaqAccordion.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { faqItems } from '../../../site/content/faqItems.js';

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="faq" kicker={t('faq.kicker')} title={t('faq.title')}>
      <FaqAccordion items={faqItems} />
    </SiteSection>
  );
}
