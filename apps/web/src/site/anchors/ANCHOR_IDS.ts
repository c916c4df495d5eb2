// Section ids that anchor routes and the navigation scroll to (SPEC §2).
export const ANCHOR_IDS = [
  'promo',
  'about',
  'features',
  'platform',
  'process',
  'footer',
  'media',
  'screenshots',
  'pricing',
  'faq',
  'contact',
  'partners',
  'phone',
] as const;

export type AnchorId = (typeof ANCHOR_IDS)[number];

export function isAnchorId(value: string | undefined): value is AnchorId {
  return (ANCHOR_IDS as readonly string[]).includes(value ?? '');
}
