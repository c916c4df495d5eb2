// A carousel of fictional wordmarks (media and partners strips).
import { useTranslation } from 'react-i18next';
import { Wordmark } from '../../art/Wordmark.js';
import { Carousel } from '../../blocks/Carousel.js';
import { orgs } from '../../content/orgs.js';

interface LogoStripProps {
  label: string;
  intervalMs: number;
  reverse?: boolean;
}

export function LogoStrip({ label, intervalMs, reverse = false }: LogoStripProps) {
  const { t } = useTranslation();
  const list = reverse ? [...orgs].reverse() : orgs;
  return (
    <Carousel intervalMs={intervalMs} label={label} className="per-view-logos">
      {list.map((org) => (
        <Wordmark key={org.name} name={t(org.name)} seed={org.seed} />
      ))}
    </Carousel>
  );
}
