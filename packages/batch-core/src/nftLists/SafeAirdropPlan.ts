import type { EnsNameLine } from '../ens/EnsNameLine.js';
import type { SafeAirdropGroup } from './SafeAirdropGroup.js';
import type { SafeAirdropIssue } from './SafeAirdropIssue.js';

/** What parseSafeAirdropCsv makes of a Safe CSV Airdrop file. */
export interface SafeAirdropPlan {
  /** One group per asset (token type + token address), in the order of their first line. */
  groups: SafeAirdropGroup[];
  /** Every problem that blocks sending, the file's and the lines', in line order. */
  errors: SafeAirdropIssue[];
  /** LOOK_ALIKE (within a group) and MIXED_ASSETS (more than one group). */
  warnings: SafeAirdropIssue[];
  /** True when some line parsed and there is no error at all. */
  ok: boolean;
  /** With the `ens` option: every line whose receiver was written as a name, resolved or not. */
  names?: EnsNameLine[];
}
