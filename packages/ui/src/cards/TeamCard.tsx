// A team member: portrait, name, role, a line about them and optional social links.
import type { ReactNode } from 'react';
import card from './Card.module.css';
import styles from './TeamCard.module.css';

export type TeamCardProps = {
  name: string;
  post: string;
  desc?: string;
  imageUrl: string;
  /** Usually a SocialButtons row. */
  socials?: ReactNode;
  className?: string;
};

export function TeamCard({ name, post, desc, imageUrl, socials, className }: TeamCardProps) {
  return (
    <article className={[card.card, card.interactive, className].filter(Boolean).join(' ')} aria-label={name}>
      <img
        className={[card.media, styles.photo].join(' ')}
        src={imageUrl}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={[card.body, styles.body].join(' ')}>
        <h3 className={card.title}>{name}</h3>
        <p className={styles.post}>{post}</p>
        {desc ? <p className={card.text}>{desc}</p> : null}
        {socials}
      </div>
    </article>
  );
}
