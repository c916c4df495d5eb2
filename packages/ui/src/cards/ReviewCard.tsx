// A customer review: star rating (announced as text), title, quote, and who said it.
import card from './Card.module.css';
import styles from './ReviewCard.module.css';

export type ReviewCardProps = {
  /** Whole stars out of 5. */
  rating: number;
  /** What a screen reader hears for the stars, e.g. "Rated 5 out of 5". */
  ratingLabel: string;
  title: string;
  text: string;
  name: string;
  org: string;
  imageUrl: string;
  className?: string;
};

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

export function ReviewCard({ rating, ratingLabel, title, text, name, org, imageUrl, className }: ReviewCardProps) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <article className={[card.card, className].filter(Boolean).join(' ')} aria-label={title}>
      <div className={card.body}>
        <p className={styles.stars} role="img" aria-label={ratingLabel}>
          {[0, 1, 2, 3, 4].map((i) => (
            <svg key={i} viewBox="0 0 20 20" className={i < stars ? undefined : styles.empty} aria-hidden="true">
              <path d={STAR} fill="currentColor" />
            </svg>
          ))}
        </p>
        <h3 className={card.title}>{title}</h3>
        <blockquote className={styles.quote}>
          <p className={card.text}>{text}</p>
        </blockquote>
        <footer className={styles.author}>
          <img className={styles.avatar} src={imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <p className={card.text}>
            <cite className={styles.name}>{name}</cite>
            <span className={styles.org}>{org}</span>
          </p>
        </footer>
      </div>
    </article>
  );
}
