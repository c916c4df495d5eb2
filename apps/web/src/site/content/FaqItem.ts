// A FAQ entry (SPEC §3): `active` marks the item open at start.
import type { ContentTextKey } from './contentText.js';

export interface FaqItem {
  title: ContentTextKey;
  description: ContentTextKey;
  active: boolean;
}
