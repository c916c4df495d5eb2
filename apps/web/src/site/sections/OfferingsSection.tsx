// Offerings (home four): who Fanout is for.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../blocks/SiteSection.js';

const OFFERINGS = [
  { title: 'offerings.sendersTitle', text: 'offerings.sendersText' },
  { title: 'offerings.communitiesTitle', text: 'offerings.communitiesText' },
  { title: 'offerings.developersTitle', text: 'offerings.developersText' },
] as const;

export function OfferingsSection() {
  const { t } = useTranslation();
  return (
    <SiteSection kicker={t('offerings.kicker')} title={t('offerings.title')}>
      <div className="grid grid-3">
        {OFFERINGS.map((o) => (
          <article key={o.title} className="card">
            <h3>{t(o.title)}</h3>
            <p>{t(o.text)}</p>
          </article>
        ))}
      </div>
    </SiteSection>
  );
}
