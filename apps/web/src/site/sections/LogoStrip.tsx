// A carousel of fictional wordmarks (media and partners strips).
import { PROPER_NOUNS } from '../../i18n/PROPER_NOUNS.js';
import { Wordmark } from '../art/Wordmark.js';
import { SiteCarousel } from '../blocks/SiteCarousel.js';
import { orgs } from '../content/orgs.js';

interface LogoStripProps {
  label: string;
  preset: 'mediaLogos' | 'partnerLogos';
  reverse?: boolean;
}

export function LogoStrip({ label, preset, reverse = false }: LogoStripProps) {
  const list = reverse ? [...orgs].reverse() : orgs;
  return (
    <SiteCarousel preset={preset} label={label} showDots={false}>
      {list.map((org) => (
        <Wordmark key={org.name} name={PROPER_NOUNS[org.name]} seed={org.seed} />
      ))}
    </SiteCarousel>
  );
}
