// Platform (anchor `platform`): how the Tool works in three steps, its principles and the roadmap.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import './PlatformSection.css';

const STEPS = [
  { title: 'platform.step1Title', text: 'platform.step1Text' },
  { title: 'platform.step2Title', text: 'platform.step2Text' },
  { title: 'platform.step3Title', text: 'platform.step3Text' },
] as const;
const PRINCIPLES = ['platform.keys', 'platform.cap', 'platform.fee'] as const;
const MILESTONES = ['savedLists', 'permitApprovals', 'moreChains', 'aptosTransfers'] as const;

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
            {MILESTONES.map((milestone) => (
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
