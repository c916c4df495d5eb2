import type { LookAlikeRule } from './LookAlikeRule.js';

/** What the sender knows to compare a list with: past payees and the address book (`{ address, name }` entries). */
export interface LookAlikeKnown {
  /** Every address the sender has paid on the run's chain (any letter case; repeats are fine). */
  readonly history?: Iterable<string>;
  /** The member's address book. */
  readonly addressBook?: Iterable<{ readonly address: string; readonly name: string }>;
  /** Defaults to `LOOK_ALIKE_RULE` (4 + 4 hex digits). */
  readonly rule?: LookAlikeRule;
}
