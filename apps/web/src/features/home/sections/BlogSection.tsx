// Blog: the three latest sample posts.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';
import { BlogCardView } from '../../blog/BlogCardView.js';
import { blogCards } from '../../content/blogCards.js';

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
