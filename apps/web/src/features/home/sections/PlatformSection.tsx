// Platform (anchor `platform`): how the Tool works in three steps, its principles and the roadmap.
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import '../../../site/blocks/layout.css';
import './PlatformSection.css';
import { useHomeText } from '../homeText.js';
import { ROADMAP } from '../roadmap/ROADMAP.js';
import '../../../site/blocks/StepNumber.css';

const STEPS = [
  { title: 'platform.steps.connect.title', text: 'platform.steps.connect.text' },
  { title: 'platform.steps.paste.title', text: 'platform.steps.paste.text' },
  { title: 'platform.steps.send.title', text: 'platform.steps.send.text' },
] as const;
const PRINCIPLES = ['platform.principles.keys', 'platform.principles.cap', 'platform.principles.fee'] as const;

export function PlatformSection() {
  const t = useHomeText();
  return (
    <SiteSection
      id="platform"
      kicker={t('platform.kicker')}
      title={t('platform.title')}
      lead={t('platform.lead')}
      tone="light"
    >
      <ol className="grid grid-3 steps">
        {STEPS.map((s, i) => (
          <li key={s.title} className="card">
            <span className="step-number">{i + 1}</span>
            <h3>{t(s.title)}</h3>
            <p>{t(s.text)}</p>
          </li>
        ))}
      </ol>
      <div className="split principles">
        <div>
          <h3>{t('platform.principlesTitle')}</h3>
          <ul className="check-list">
            {PRINCIPLES.map((p) => (
              <li key={p}>{t(p)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t('roadmap.title')}</h3>
          <ol className="roadmap">
            {ROADMAP.map(({ key: milestone }) => (
              <li key={milestone}>
                <span className="roadmap-date">{t(`roadmap.${milestone}.date`)}</span>
                <strong>{t(`roadmap.${milestone}.title`)}</strong>
                <span>{t(`roadmap.${milestone}.text`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </SiteSection>
  );
}
