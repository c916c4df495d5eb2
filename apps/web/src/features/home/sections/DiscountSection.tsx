// Home eight: newsletter box with the 20 % first-project discount (button disabled, no call, as every newsletter).
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { NewsletterForm } from '../../../site/forms/NewsletterForm.js';

export function DiscountSection() {
  const { t } = useTranslation();
  return (
    <SiteSection tone="dark" title={t('variants.discountTitle')} lead={t('variants.discountText')}>
      <NewsletterForm />
    </SiteSection>
  );
}
