import type { LookAlikeIndex } from './LookAlikeIndex.js';
import type { LookAlikeKnown } from './LookAlikeKnown.js';

/** What findLookAlikes compares a list with. */
export interface FindLookAlikesOptions extends LookAlikeKnown {
  /** A prebuilt `createLookAlikeIndex(…)` of history and address book; `history` / `addressBook` are then ignored. */
  readonly index?: LookAlikeIndex;
  /** Also compare the lines with each other (default true). */
  readonly withinList?: boolean;
}
