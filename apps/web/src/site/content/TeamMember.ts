// A sample team member (SPEC §3); texts are translation keys.
import type { ContentTextKey } from './contentText.js';

export interface TeamMember {
  name: ContentTextKey;
  post: ContentTextKey;
  desc: ContentTextKey;
  /** Seed of the drawn avatar (the site ships no photos). */
  imageUrl: number;
}
