// Services (anchor `promo`): the four things the community runs.
import { ServiceCard } from '@fanout/ui';
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
          <ServiceCard key={s.title} icon={<span>{s.icon}</span>} title={t(s.title)} desc={t(s.text)} />
        ))}
      </div>
    </SiteSection>
  );
}
