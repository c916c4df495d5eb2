import type { KnownAddress } from './KnownAddress.js';
import type { LookAlikeRule } from './LookAlikeRule.js';

/**
 * Known addresses grouped by look-alike key (`lookAlikeKey`): a line is compared only with the few addresses that
 * share its key, so checking n lines against m known addresses costs about n + m, not n × m.
 */
export interface LookAlikeIndex {
  readonly rule: LookAlikeRule;
  readonly byKey: ReadonlyMap<string, readonly KnownAddress[]>;
  /** Number of different addresses held. */
  readonly size: number;
}
