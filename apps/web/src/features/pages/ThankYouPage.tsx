// Thank-you: a static message.
import { LinkButton } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';

export function ThankYouPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="meta.thankYou" />
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
