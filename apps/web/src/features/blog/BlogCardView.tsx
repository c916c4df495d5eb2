// One sample blog card as the ui BlogCard: drawn cover, date badge, counts, title and description.
import { BlogCard as BlogCardUi } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { coverUrl } from '../art/coverUrl.js';
import type { BlogCard } from '../content/BlogCard.js';

export function BlogCardView({ card }: { card: BlogCard }) {
  const { t } = useTranslation();
  return (
    <BlogCardUi
      imageUrl={coverUrl(card.imageUrl)}
      day={card.day}
      month={t(card.month)}
      comments={card.comments}
      shares={card.shares}
      commentsLabel={t('blog.commentsWord')}
      sharesLabel={t('blog.sharesWord')}
      title={t(card.title)}
      desc={t(card.desc)}
      href="#/blog-details-right-sidebar"
      readMoreLabel={t('common.readMore')}
    />
  );
}
