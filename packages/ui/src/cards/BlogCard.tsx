// A blog post teaser: cover image, day/month badge, comment and share counts, title link and summary.
import { useId } from 'react';
import styles from './BlogCard.module.css';
import card from './Card.module.css';

export type BlogCardProps = {
  imageUrl: string;
  imageAlt?: string;
  day: number;
  month: string;
  comments: number;
  shares: number;
  /** Word after the comment count, e.g. "Comments". */
  commentsLabel: string;
  sharesLabel: string;
  title: string;
  desc: string;
  href: string;
  /** Optional "Read more" link text. */
  readMoreLabel?: string;
  className?: string;
};

export function BlogCard({
  imageUrl,
  imageAlt = '',
  day,
  month,
  comments,
  shares,
  commentsLabel,
  sharesLabel,
  title,
  desc,
  href,
  readMoreLabel,
  className,
}: BlogCardProps) {
  const titleId = useId();
  return (
    <article className={[card.card, card.interactive, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <figure className={styles.figure}>
        <img
          className={card.media}
          src={imageUrl}
          alt={imageAlt}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
        <p className={styles.date}>
          <span className={styles.day}>{day}</span>
          <span className={styles.month}>{month}</span>
        </p>
      </figure>
      <div className={[card.body, styles.body].join(' ')}>
        <ul className={card.meta}>
          <li>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M2 3h12v8H6l-3 3v-3H2z" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {comments} {commentsLabel}
          </li>
          <li>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="4" cy="8" r="2" fill="currentColor" />
              <circle cx="12" cy="3.5" r="2" fill="currentColor" />
              <circle cx="12" cy="12.5" r="2" fill="currentColor" />
              <path d="M4 8l8-4.5M4 8l8 4.5" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {shares} {sharesLabel}
          </li>
        </ul>
        <h3 id={titleId} className={card.title}>
          <a className={card.titleLink} href={href}>
            {title}
          </a>
        </h3>
        <p className={card.text}>{desc}</p>
        {readMoreLabel ? (
          <a className={card.more} href={href} aria-describedby={titleId}>
            {readMoreLabel}
          </a>
        ) : null}
      </div>
    </article>
  );
}
