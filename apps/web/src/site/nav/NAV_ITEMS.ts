// The top navigation of SPEC §2: home, sections of the home page, the tool route.
import type { AnchorId } from '../anchors/ANCHOR_IDS.js';
import type { SiteTextKey } from '../siteText.js';

export type NavItem = { label: SiteTextKey; to: string } | { label: SiteTextKey; anchor: AnchorId };

export const NAV_ITEMS: NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.service', anchor: 'promo' },
  { label: 'nav.tool', to: '/tool' },
  { label: 'nav.idea', anchor: 'about' },
  { label: 'nav.media', anchor: 'media' },
  { label: 'nav.project', anchor: 'features' },
  { label: 'nav.about', anchor: 'platform' },
  { label: 'nav.process', anchor: 'process' },
  { label: 'nav.contact', anchor: 'footer' },
];
