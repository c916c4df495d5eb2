// A page section with an optional kicker, heading and lead, on a light, white or dark background.
import type { ReactNode } from 'react';

interface SiteSectionProps {
  id?: string;
  kicker?: string;
  title?: string;
  lead?: string;
  tone?: 'light' | 'white' | 'dark';
  children?: ReactNode;
}

export function SiteSection({ id, kicker, title, lead, tone = 'white', children }: SiteSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={`site-section tone-${tone}`} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {(kicker || title || lead) && (
          <header className="section-head">
            {kicker && <p className="kicker">{kicker}</p>}
            {title && <h2 id={headingId}>{title}</h2>}
            {lead && <p className="lead">{lead}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
