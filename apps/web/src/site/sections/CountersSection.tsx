// The community in numbers: four counters counting up over 2 s.
import { Counter, StatCard } from '@fanout/ui';
import { SiteSection } from '../blocks/SiteSection.js';
import { COUNTERS } from '../content/COUNTERS.js';
import { useContentText } from '../content/contentText.js';
import { useSectionsText } from './sectionsText.js';
import '../blocks/layout.css';

export function CountersSection() {
  const t = useSectionsText();
  const tc = useContentText();
  return (
    <SiteSection tone="dark" title={t('counters.title')}>
      <div className="grid grid-4 counters">
        {COUNTERS.map((c) => (
          <StatCard key={c.label} value={<Counter value={c.value} />} label={tc(c.label)} />
        ))}
      </div>
    </SiteSection>
  );
}
