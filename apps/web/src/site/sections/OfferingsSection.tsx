// Offerings (home four): who Fanout is for.
import { SiteSection } from '../blocks/SiteSection.js';
import { useSectionsText } from './sectionsText.js';
import '../blocks/layout.css';

const OFFERINGS = [
  { title: 'offerings.senders.title', text: 'offerings.senders.text' },
  { title: 'offerings.communities.title', text: 'offerings.communities.text' },
  { title: 'offerings.developers.title', text: 'offerings.developers.text' },
] as const;

export function OfferingsSection() {
  const t = useSectionsText();
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
