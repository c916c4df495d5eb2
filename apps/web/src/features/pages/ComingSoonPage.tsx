// Coming soon: a countdown of 63,072,000,000 ms and a subscribe form whose button is disabled.
import { useTranslation } from 'react-i18next';
import { COUNTDOWN_MS } from '../../site/blocks/COUNTDOWN_MS.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteCountdown } from '../../site/blocks/SiteCountdown.js';
import { NewsletterForm } from '../../site/forms/NewsletterForm.js';
import './pages.css';

export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.comingSoon" />
      <section className="site-section tone-dark centered-page">
        <div className="container narrow">
          <h2>{t('comingSoon.title')}</h2>
          <p className="lead">{t('comingSoon.lead')}</p>
          <SiteCountdown durationMs={COUNTDOWN_MS} label="comingSoon.title" />
          <NewsletterForm buttonLabel={t('comingSoon.subscribe')} />
        </div>
      </section>
    </>
  );
}
