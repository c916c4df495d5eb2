// The community's public channels shown in the footer. Placeholders: set the real handles before launch.
export const COMMUNITY_LINKS = {
  telegram: 'https://t.me/fanout_community',
  github: 'https://github.com/fanout-community',
  x: 'https://x.com/fanout_community',
} as const;
