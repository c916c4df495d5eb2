// Work process (anchor `process`): from list to receipt in four steps.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';

const STEPS = [1, 2, 3, 4] as const;

export function ProcessSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="process" kicker={t('process.kicker')} title={t('process.title')}>
      <ol className="grid grid-4 steps">
        {STEPS.map((n) => (
          <li key={n} className="card">
            <span className="step-number">{n}</span>
            <h3>{t(`process.s${n}Title`)}</h3>
            <p>{t(`process.s${n}Text`)}</p>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}
