// One blog card: cover, date badge, counts, title and description.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Cover } from '../../art/Cover.js';
import type { BlogCard } from '../../content/BlogCard.js';

export function BlogCardView({ card }: { card: BlogCard }) {
  const { t } = useTranslation();
  return (
    <article className="card blog-card">
      <div className="blog-cover">
        <Cover seed={card.imageUrl} />
        <span className="date-badge">
          <strong>{card.day}</strong>
          <small>{t(card.month)}</small>
        </span>
      </div>
      <div className="blog-body">
        <p className="meta">
          <span>{t('blog.comments', { count: card.comments })}</span>
          <span>{t('blog.shares', { count: card.shares })}</span>
        </p>
        <h3>
          <Link to="/blog-details-right-sidebar">{t(card.title)}</Link>
        </h3>
        <p>{t(card.desc)}</p>
      </div>
    </article>
  );
}
