// Partners (anchor `partners`): a second wordmark carousel (autoplay every 4.5 s).
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { LogoStrip } from '../../../site/sections/LogoStrip.js';
import { useHomeText } from '../homeText.js';

export function PartnersSection() {
  const t = useHomeText();
  return (
    <SiteSection id="partners" kicker={t('partners.kicker')} title={t('partners.title')} tone="light">
      <LogoStrip label={t('partners.title')} preset="partnerLogos" reverse />
    </SiteSection>
  );
}
