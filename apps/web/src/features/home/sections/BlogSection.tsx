// Blog: the three latest sample posts.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';
import { blogCards } from '../../content/blogCards.js';
import { BlogCardView } from './BlogCardView.js';

const SHOWN = 3;

export function BlogSection() {
  const { t } = useTranslation();
  return (
    <SiteSection kicker={t('blog.kicker')} title={t('blog.title')}>
      <div className="grid grid-3">
        {blogCards.slice(0, SHOWN).map((card) => (
          <BlogCardView key={card.title} card={card} />
        ))}
      </div>
    </SiteSection>
  );
}
