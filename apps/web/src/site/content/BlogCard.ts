// A sample blog card (SPEC §3); texts are translation keys, imageUrl seeds the drawn cover.
import type { MessageKey } from '../../i18n/MessageKey.js';

export interface BlogCard {
  imageUrl: number;
  day: number;
  month: MessageKey;
  comments: number;
  shares: number;
  title: MessageKey;
  desc: MessageKey;
}
