// The site's drawn icon set (24 px grid, 2 px strokes in currentColor, decorative): services, contact channels, play.
// Bulk send is the Fanout motif itself, one point with lines fanning out.
import type { ReactNode } from 'react';

export type SiteIconName = 'bulk' | 'wallets' | 'planning' | 'workshops' | 'mail' | 'chat' | 'visit' | 'play';

const PATHS: Record<SiteIconName, ReactNode> = {
  bulk: (
    <>
      <circle cx="5" cy="12" r="2.5" fill="currentColor" stroke="none" />
      <path d="M7.5 12C13 12 14 5 20 5M7.5 12H20M7.5 12C13 12 14 19 20 19" />
      <path d="M18 3l2 2-2 2M18 10l2 2-2 2M18 17l2 2-2 2" />
    </>
  ),
  wallets: (
    <>
      <rect x="3" y="7" width="15" height="12" rx="2.5" />
      <path d="M6 7V5.5A1.5 1.5 0 0 1 7.5 4H19a2 2 0 0 1 2 2v9.5" />
      <path d="M14 13h4" />
      <circle cx="14.5" cy="13" r="0.6" fill="currentColor" />
    </>
  ),
  planning: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2.5" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <path d="M7 14.5l2 2 3.5-3.5" />
      <path d="M15 15h3" />
    </>
  ),
  workshops: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="M8 10h8M8 13h5" />
    </>
  ),
  visit: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
};

export function SiteIcon({ name, size = 24 }: { name: SiteIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {PATHS[name]}
    </svg>
  );
}
