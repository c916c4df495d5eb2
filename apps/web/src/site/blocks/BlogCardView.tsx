// One sample blog card as the ui BlogCard: drawn cover, date badge, counts, title and description; opens its article.
import { BlogCard as BlogCardUi } from '@fanout/ui';
import { coverUrl } from '../art/coverUrl.js';
import { blogPostHref } from '../content/blogPostHref.js';
import type { BlogPost } from '../content/blogPosts.js';
import { useContentText } from '../content/contentText.js';
import { useSiteText } from '../siteText.js';

export function BlogCardView({ post }: { post: BlogPost }) {
  const t = useSiteText();
  const tc = useContentText();
  const { card } = post;
  return (
    <BlogCardUi
      imageUrl={coverUrl(card.imageUrl)}
      day={card.day}
      month={tc(card.month)}
      comments={card.comments}
      shares={card.shares}
      commentsLabel={tc('blogCards.commentsLabel')}
      sharesLabel={tc('blogCards.sharesLabel')}
      title={tc(card.title)}
      desc={tc(card.desc)}
      href={blogPostHref(post.number)}
      readMoreLabel={t('common.readMore')}
    />
  );
}
