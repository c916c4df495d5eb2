// Blog: the three latest sample posts.
import { useTranslation } from 'react-i18next';
import { BlogCardView } from '../../../site/blocks/BlogCardView.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { blogPosts } from '../../../site/content/blogPosts.js';

const SHOWN = 3;

export function BlogSection() {
  const { t } = useTranslation();
  return (
    <SiteSection kicker={t('blog.kicker')} title={t('blog.title')}>
      <div className="grid grid-3">
        {blogPosts.slice(0, SHOWN).map((post) => (
          <BlogCardView key={post.number} post={post} />
        ))}
      </div>
    </SiteSection>
  );
}
