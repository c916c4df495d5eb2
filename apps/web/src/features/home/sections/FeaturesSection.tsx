// Project (anchor `features`): the features that came from payouts that went wrong.
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import '../../../site/blocks/layout.css';
import './FeaturesSection.css';
import { useHomeText } from '../homeText.js';

const FEATURES = ['lineChecks', 'exactTotals', 'autoBatches', 'oneApproval', 'feeUpFront', 'receipts'] as const;

export function FeaturesSection() {
  const t = useHomeText();
  return (
    <SiteSection id="features" kicker={t('features.kicker')} title={t('features.title')} lead={t('features.lead')}>
      <div className="grid grid-3">
        {FEATURES.map((feature) => (
          <article key={feature} className="feature">
            <h3>{t(`features.${feature}.title`)}</h3>
            <p>{t(`features.${feature}.text`)}</p>
          </article>
        ))}
      </div>
    </SiteSection>
  );
}
