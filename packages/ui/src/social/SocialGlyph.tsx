// Simple monochrome glyphs drawn for this site (not the networks' official marks), 24×24, currentColor.
import type { SocialNetwork } from './SocialNetwork';

const PATHS: Record<SocialNetwork, string> = {
  x: 'M5 4l14 16M19 4L5 20',
  telegram: 'M3 11.5L21 4l-3 16-6-5-3 4v-6l9-7-11 6z',
  discord: 'M6 6c3-1.5 9-1.5 12 0l2 10c-2 2-4 2.5-5 2.5l-1-2H10l-1 2c-1 0-3-.5-5-2.5zM9.5 12.5h.01M14.5 12.5h.01',
  github: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  youtube: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
  medium: 'M3 12a4 5 0 1 0 8 0a4 5 0 1 0-8 0M13 12a2 4.5 0 1 0 4 0a2 4.5 0 1 0-4 0M19.5 7.5v9',
  facebook: 'M15 4h-2.5A3.5 3.5 0 0 0 9 7.5V10H7v3h2v7h3v-7h2.5l.5-3h-3V8a1 1 0 0 1 1-1H15z',
  linkedin: 'M5 9v10M5 5v.01M10 19v-6a3 3 0 0 1 6 0v6M10 9v10',
  wechat:
    'M9 4C5 4 2 6.5 2 9.5c0 1.7 1 3.2 2.5 4.2L4 16l2.6-1.3c.8.2 1.6.3 2.4.3M15 9c3.9 0 7 2.4 7 5.5 0 1.5-.8 2.9-2 3.9l.5 2-2.4-1.1c-1 .3-2 .5-3.1.5-3.9 0-7-2.4-7-5.5S11.1 9 15 9z',
  weibo:
    'M10 19c-4.4 0-8-2-8-4.8C2 10.5 7 6 10.5 6c1.6 0 1.8 1.3 1.5 2.5 2-1 5-1.5 5 .8 0 .6-.3 1.1-.3 1.1 1.6.5 3.3 1.5 3.3 3.6 0 2.9-4.6 5-10 5zM17 3.5a4 4 0 0 1 4 4',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
};

export function SocialGlyph({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[network]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
