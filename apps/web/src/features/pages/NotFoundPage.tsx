// 404 page with the spec's texts and the 'Go to Homepage' link to /.
import { LinkButton } from '@fanout/ui';
import '../../site/blocks/section.css';
import './pages.css';
import { usePagesText } from './pagesText.js';

export function NotFoundPage() {
  const t = usePagesText();
  return (
    <section className="site-section centered-page">
      <div className="container narrow">
        <h1 className="big-number">{t('notFound.heading')}</h1>
        <h2>{t('notFound.title')}</h2>
        <p>{t('notFound.text')}</p>
        <LinkButton href="#/">{t('notFound.home')}</LinkButton>
      </div>
    </section>
  );
}
