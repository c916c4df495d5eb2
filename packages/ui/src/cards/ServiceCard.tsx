// A service or feature: icon, title, description and an optional link to learn more.
import { type ReactNode, useId } from 'react';
import card from './Card.module.css';

export type ServiceCardProps = {
  /** A decorative SVG icon. */
  icon?: ReactNode;
  title: string;
  desc: string;
  href?: string;
  linkLabel?: string;
  className?: string;
};

export function ServiceCard({ icon, title, desc, href, linkLabel, className }: ServiceCardProps) {
  const titleId = useId();
  return (
    <article className={[card.card, card.interactive, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={card.body}>
        {icon ? (
          <span className={card.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <h3 id={titleId} className={card.title}>
          {title}
        </h3>
        <p className={card.text}>{desc}</p>
        {href && linkLabel ? (
          <a className={card.more} href={href} aria-describedby={titleId}>
            {linkLabel}
          </a>
        ) : null}
      </div>
    </article>
  );
}
