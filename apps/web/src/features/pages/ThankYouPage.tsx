// Thank-you: a static message.
import { LinkButton } from '@fanout/ui';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import '../../site/blocks/section.css';
import { useSiteText } from '../../site/siteText.js';
import './pages.css';
import { usePagesText } from './pagesText.js';

export function ThankYouPage() {
  const ts = useSiteText();
  const t = usePagesText();
  return (
    <>
      <PageHeader title={ts('meta.thankYou')} />
      <section className="site-section centered-page">
        <div className="container narrow">
          <h2>{t('thankYou.title')}</h2>
          <p>{t('thankYou.text')}</p>
          <LinkButton href="#/">{t('notFound.home')}</LinkButton>
        </div>
      </section>
    </>
  );
}
