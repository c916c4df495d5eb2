// Media / customers (anchor `media`): communities that send with Fanout (autoplay every 4 s).
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../blocks/SiteSection.js';
import { LogoStrip } from './LogoStrip.js';

export function MediaSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="media" kicker={t('media.kicker')} title={t('media.title')}>
      <LogoStrip label={t('media.title')} preset="mediaLogos" />
    </SiteSection>
  );
}
