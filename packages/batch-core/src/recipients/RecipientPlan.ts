import type { EnsNameLine } from '../ens/EnsNameLine.js';
import type { RecipientIssue } from './RecipientIssue.js';
import type { RecipientRow } from './RecipientRow.js';

/** What parseRecipients makes of a pasted list. */
export interface RecipientPlan {
  /** The token decimals the amounts were read with. */
  decimals: number;
  /** Every line that parsed, in input order (duplicates included until mergeDuplicates). */
  rows: RecipientRow[];
  /** Problems that block sending, in line order. */
  errors: RecipientIssue[];
  /** Problems worth a second look that do not block sending. */
  warnings: RecipientIssue[];
  /** Exact sum of `rows[].value`, in base units. */
  total: bigint;
  /** Number of different recipient addresses in `rows`. */
  recipientCount: number;
  /**
   * Every line whose recipient was written as an ENS name, resolved or not: resolve the `name`s that are still
   * `ENS_NAME_UNRESOLVED` and parse again with `ens.resolved`. parseRecipients always sets it (empty for a list of
   * addresses); plans built by other code may leave it out.
   */
  names?: EnsNameLine[];
  /** True when there is at least one row and no error. */
  ok: boolean;
}
