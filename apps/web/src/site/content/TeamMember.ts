// A sample team member (SPEC §3); texts are translation keys.
import type { MessageKey } from '../../i18n/MessageKey.js';

export interface TeamMember {
  name: MessageKey;
  post: MessageKey;
  desc: MessageKey;
  /** Seed of the drawn avatar (the site ships no photos). */
  imageUrl: number;
}
