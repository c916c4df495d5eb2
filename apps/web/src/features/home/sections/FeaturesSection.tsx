// Project (anchor `features`): the features that came from payouts that went wrong.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';

const FEATURES = [1, 2, 3, 4, 5, 6] as const;

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="features" kicker={t('features.kicker')} title={t('features.title')} lead={t('features.lead')}>
      <div className="grid grid-3">
        {FEATURES.map((n) => (
          <article key={n} className="feature">
            <h3>{t(`features.f${n}Title`)}</h3>
            <p>{t(`features.f${n}Text`)}</p>
          </article>
        ))}
      </div>
    </SiteSection>
  );
}
