// Home eight: newsletter box with the 20 % first-project discount (button disabled, no call, as every newsletter).
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { NewsletterForm } from '../../../site/forms/NewsletterForm.js';
import { useHomeText } from '../homeText.js';

export function DiscountSection() {
  const t = useHomeText();
  return (
    <SiteSection tone="dark" title={t('discount.title')} lead={t('discount.text')}>
      <NewsletterForm />
    </SiteSection>
  );
}
