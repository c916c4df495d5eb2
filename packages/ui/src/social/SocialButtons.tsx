// Links to the community's channels as round icon buttons, or as full-width labelled buttons (login page).
import styles from './SocialButtons.module.css';
import { SocialGlyph } from './SocialGlyph';
import type { SocialNetwork } from './SocialNetwork';

export type SocialLink = {
  network: SocialNetwork;
  href: string;
  /** Accessible name (icon variant) or visible text (labelled variant), e.g. "Fanout on Telegram". */
  label: string;
};

export type SocialButtonsProps = {
  links: SocialLink[];
  /** Accessible name of the list, e.g. "Follow us". */
  label: string;
  variant?: 'icon' | 'labelled';
  tone?: 'light' | 'dark';
  className?: string;
};

export function SocialButtons({ links, label, variant = 'icon', tone = 'light', className }: SocialButtonsProps) {
  const classes = [
    styles.list,
    variant === 'labelled' ? styles.labelled : undefined,
    tone === 'dark' ? styles.dark : undefined,
    className,
  ];
  return (
    <ul className={classes.filter(Boolean).join(' ')} aria-label={label}>
      {links.map((link) => (
        <li key={`${link.network}-${link.href}`}>
          <a
            className={styles.link}
            href={link.href}
            aria-label={variant === 'icon' ? link.label : undefined}
            data-network={link.network}
            {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <SocialGlyph network={link.network} />
            {variant === 'labelled' ? <span>{link.label}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
