// The community in numbers: four counters counting up over 2 s.
import { Counter, StatCard } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../blocks/SiteSection.js';
import { COUNTERS } from '../content/COUNTERS.js';

export function CountersSection() {
  const { t } = useTranslation();
  return (
    <SiteSection tone="dark" title={t('counters.title')}>
      <div className="grid grid-4 counters">
        {COUNTERS.map((c) => (
          <StatCard key={c.label} value={<Counter value={c.value} />} label={t(c.label)} />
        ))}
      </div>
    </SiteSection>
  );
}
