// Platform (anchor `platform`): how the Tool works in three steps, its principles and the roadmap.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';

const STEPS = [
  { title: 'platform.step1Title', text: 'platform.step1Text' },
  { title: 'platform.step2Title', text: 'platform.step2Text' },
  { title: 'platform.step3Title', text: 'platform.step3Text' },
] as const;
const PRINCIPLES = ['platform.keys', 'platform.cap', 'platform.fee'] as const;
const MILESTONES = [1, 2, 3, 4] as const;

export function PlatformSection() {
  const { t } = useTranslation();
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
            {MILESTONES.map((n) => (
              <li key={n}>
                <span className="roadmap-date">{t(`roadmap.m${n}Date`)}</span>
                <strong>{t(`roadmap.m${n}Title`)}</strong>
                <span>{t(`roadmap.m${n}Text`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </SiteSection>
  );
}
