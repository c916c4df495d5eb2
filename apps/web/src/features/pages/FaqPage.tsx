// FAQ page: the sample questions in an accordion.
import { FaqAccordion } from '../../site/blocks/FaqAccordion.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { faqItems } from '../../site/content/faqItems.js';
import { useSiteText } from '../../site/siteText.js';
import { usePagesText } from './pagesText.js';

export function FaqPage() {
  const ts = useSiteText();
  const t = usePagesText();
  return (
    <>
      <PageHeader title={ts('meta.faq')} />
      <SiteSection id="faq" title={t('faq.title')}>
        <FaqAccordion items={faqItems} />
      </SiteSection>
    </>
  );
}
