// Work process (anchor `process`): from list to receipt in four steps.
import { SiteSection } from '../blocks/SiteSection.js';
import { useSectionsText } from './sectionsText.js';
import '../blocks/layout.css';
import '../blocks/StepNumber.css';

const STEPS = ['collect', 'check', 'approve', 'send'] as const;

export function ProcessSection() {
  const t = useSectionsText();
  return (
    <SiteSection id="process" kicker={t('process.kicker')} title={t('process.title')}>
      <ol className="grid grid-4 steps">
        {STEPS.map((step, index) => (
          <li key={step} className="card">
            <span className="step-number">{index + 1}</span>
            <h3>{t(`process.${step}.title`)}</h3>
            <p>{t(`process.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}
