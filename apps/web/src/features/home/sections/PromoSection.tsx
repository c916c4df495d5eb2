// Services (anchor `promo`): the four things the community runs.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';

const SERVICES = [
  { icon: '⇉', title: 'promo.bulkTitle', text: 'promo.bulkText' },
  { icon: '◈', title: 'promo.walletsTitle', text: 'promo.walletsText' },
  { icon: '▦', title: 'promo.planningTitle', text: 'promo.planningText' },
  { icon: '✓', title: 'promo.workshopsTitle', text: 'promo.workshopsText' },
] as const;

export function PromoSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="promo" kicker={t('promo.kicker')} title={t('promo.title')} lead={t('promo.lead')} tone="light">
      <div className="grid grid-4">
        {SERVICES.map((s) => (
          <article key={s.title} className="card service-card">
            <span className="icon" aria-hidden="true">
              {s.icon}
            </span>
            <h3>{t(s.title)}</h3>
            <p>{t(s.text)}</p>
          </article>
        ))}
      </div>
    </SiteSection>
  );
}
