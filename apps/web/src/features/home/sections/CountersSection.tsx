// The community in numbers: four counters counting up over 2 s.
import { Counter } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';
import { COUNTERS } from '../../content/COUNTERS.js';

export function CountersSection() {
  const { t } = useTranslation();
  return (
    <SiteSection tone="dark" title={t('counters.title')}>
      <dl className="grid grid-4 counters">
        {COUNTERS.map((c) => (
          <div key={c.label} className="counter">
            <dt>{t(c.label)}</dt>
            <dd>
              <Counter value={c.value} />
            </dd>
          </div>
        ))}
      </dl>
    </SiteSection>
  );
}
