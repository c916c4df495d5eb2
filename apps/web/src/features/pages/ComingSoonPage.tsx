// Coming soon: a countdown of 63,072,000,000 ms and a subscribe form whose button is disabled.
import { COUNTDOWN_MS } from '../../site/blocks/COUNTDOWN_MS.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteCountdown } from '../../site/blocks/SiteCountdown.js';
import { NewsletterForm } from '../../site/forms/NewsletterForm.js';
import { useSiteText } from '../../site/siteText.js';
import { usePagesText } from './pagesText.js';
import '../../site/blocks/SiteSection.css';
import '../../site/blocks/section.css';
import './pages.css';

export function ComingSoonPage() {
  const ts = useSiteText();
  const t = usePagesText();
  return (
    <>
      <PageHeader title={ts('meta.comingSoon')} />
      <section className="site-section tone-dark centered-page">
        <div className="container narrow">
          <h2>{t('comingSoon.title')}</h2>
          <p className="lead">{t('comingSoon.lead')}</p>
          <SiteCountdown durationMs={COUNTDOWN_MS} label={t('comingSoon.title')} />
          <NewsletterForm buttonLabel={t('comingSoon.subscribe')} />
        </div>
      </section>
    </>
  );
}
