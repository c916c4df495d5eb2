// Services (anchor `promo`): the four things the community runs.
import { ServiceCard } from '@fanout/ui';
import { SiteIcon } from '../../../site/art/SiteIcon.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { useHomeText } from '../homeText.js';
import '../../../site/blocks/layout.css';

const SERVICES = [
  { icon: 'bulk', title: 'services.bulk.title', text: 'services.bulk.text' },
  { icon: 'wallets', title: 'services.wallets.title', text: 'services.wallets.text' },
  { icon: 'planning', title: 'services.planning.title', text: 'services.planning.text' },
  { icon: 'workshops', title: 'services.workshops.title', text: 'services.workshops.text' },
] as const;

export function PromoSection() {
  const t = useHomeText();
  return (
    <SiteSection
      id="promo"
      kicker={t('services.kicker')}
      title={t('services.title')}
      lead={t('services.lead')}
      tone="light"
    >
      <div className="grid grid-4">
        {SERVICES.map((s) => (
          <ServiceCard key={s.title} icon={<SiteIcon name={s.icon} />} title={t(s.title)} desc={t(s.text)} />
        ))}
      </div>
    </SiteSection>
  );
}
