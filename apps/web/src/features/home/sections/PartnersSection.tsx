// Partners (anchor `partners`): a second wordmark carousel (autoplay every 4.5 s).
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';
import { LogoStrip } from './LogoStrip.js';

const AUTOPLAY_MS = 4500;

export function PartnersSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="partners" kicker={t('partners.kicker')} title={t('partners.title')} tone="light">
      <LogoStrip label={t('partners.title')} intervalMs={AUTOPLAY_MS} reverse />
    </SiteSection>
  );
}
