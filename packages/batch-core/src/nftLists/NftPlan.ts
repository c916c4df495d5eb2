import type { EnsNameLine } from '../ens/EnsNameLine.js';
import type { NftListIssue } from './NftListIssue.js';
import type { NftRow } from './NftRow.js';
import type { NftStandard } from './NftStandard.js';

/** What parseNftList makes of a pasted list (and what each NFT group of a Safe CSV Airdrop file holds). */
export interface NftPlan {
  standard: NftStandard;
  /** Every line that parsed, in input order (repeats included until mergeNftDuplicates). */
  rows: NftRow[];
  /** Problems that block sending, in line order. */
  errors: NftListIssue[];
  /** Problems worth a second look that do not block sending (LOOK_ALIKE, HEADER_SKIPPED). */
  warnings: NftListIssue[];
  /** Sum of `rows[].amount` for each token id: what the sender must hold of each id. */
  totals: Map<bigint, bigint>;
  /** Number of different recipient addresses in `rows`. */
  recipientCount: number;
  /** Lines whose recipient was written as an ENS name (set by parseNftList; see RecipientPlan's `names`). */
  names?: EnsNameLine[];
  /** True when there is at least one row and no error. */
  ok: boolean;
}
