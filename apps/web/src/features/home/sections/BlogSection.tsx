// Blog: the three latest sample posts.
import { BlogCardView } from '../../../site/blocks/BlogCardView.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { blogPosts } from '../../../site/content/blogPosts.js';
import { useHomeText } from '../homeText.js';
import '../../../site/blocks/layout.css';

const SHOWN = 3;

export function BlogSection() {
  const t = useHomeText();
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
