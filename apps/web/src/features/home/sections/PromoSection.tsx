// Services (anchor `promo`): the four things the community runs.
import { ServiceCard } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { SiteIcon } from '../../../site/art/SiteIcon.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';

const SERVICES = [
  { icon: 'bulk', title: 'promo.bulkTitle', text: 'promo.bulkText' },
  { icon: 'wallets', title: 'promo.walletsTitle', text: 'promo.walletsText' },
  { icon: 'planning', title: 'promo.planningTitle', text: 'promo.planningText' },
  { icon: 'workshops', title: 'promo.workshopsTitle', text: 'promo.workshopsText' },
] as const;

export function PromoSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="promo" kicker={t('promo.kicker')} title={t('promo.title')} lead={t('promo.lead')} tone="light">
      <div className="grid grid-4">
        {SERVICES.map((s) => (
          <ServiceCard key={s.title} icon={<SiteIcon name={s.icon} />} title={t(s.title)} desc={t(s.text)} />
        ))}
      </div>
    </SiteSection>
  );
}
