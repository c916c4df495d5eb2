// Media / customers (anchor `media`): communities that send with Fanout (autoplay every 4 s).
import { SiteSection } from '../blocks/SiteSection.js';
import { LogoStrip } from './LogoStrip.js';
import { useSectionsText } from './sectionsText.js';

export function MediaSection() {
  const t = useSectionsText();
  return (
    <SiteSection id="media" kicker={t('media.kicker')} title={t('media.title')}>
      <LogoStrip label={t('media.title')} preset="mediaLogos" />
    </SiteSection>
  );
}
