// A sample blog card (SPEC §3); texts are translation keys, imageUrl seeds the drawn cover.
import type { ContentTextKey } from './contentText.js';

export interface BlogCard {
  imageUrl: number;
  day: number;
  month: ContentTextKey;
  comments: number;
  shares: number;
  title: ContentTextKey;
  desc: ContentTextKey;
}
