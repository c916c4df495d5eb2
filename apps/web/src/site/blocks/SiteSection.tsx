// A page section on the ui Section: optional kicker (eyebrow), heading and lead, on a light, white or dark tone.
import { Section } from '@fanout/ui';
import type { ReactNode } from 'react';
import './SiteSection.css';

interface SiteSectionProps {
  id?: string;
  kicker?: string;
  title?: string;
  lead?: string;
  tone?: 'light' | 'white' | 'dark';
  children?: ReactNode;
}

export function SiteSection({ id, kicker, title, lead, tone = 'white', children }: SiteSectionProps) {
  return (
    <Section id={id} className="anchor-section" tone={tone} eyebrow={kicker} title={title} subtitle={lead}>
      {!title && lead ? <p className="lead">{lead}</p> : null}
      {children}
    </Section>
  );
}
