import { createLookAlikeIndex } from './createLookAlikeIndex.js';
import { differingPositions } from './differingPositions.js';
import type { IncomingTransfer } from './IncomingTransfer.js';
import { LOOK_ALIKE_RULE } from './LOOK_ALIKE_RULE.js';
import type { LookAlikeRule } from './LookAlikeRule.js';
import { lookAlikeKey } from './lookAlikeKey.js';
import type { PoisoningAttempt } from './PoisoningAttempt.js';

/**
 * Names address poisoning in the sender's incoming transfers: a transfer of zero, or of at most its `dustThreshold`,
 * from an address that looks like (`LOOK_ALIKE_RULE`) but is not one the sender has paid (`pastPayees`). That is how
 * an attacker plants a look-alike in the sender's history for the next payroll to copy. A transfer from a past payee
 * itself is never named; a larger one is not either (nobody poisons at a loss). One finding per transfer and payee,
 * in the order of `transfers`.
 * @throws InvalidOptionError for a rule outside 1..20 hex digits.
 */
export function findAddressPoisoning(
  transfers: Iterable<IncomingTransfer>,
  pastPayees: Iterable<string>,
  rule: LookAlikeRule = LOOK_ALIKE_RULE,
): PoisoningAttempt[] {
  const index = createLookAlikeIndex({ history: pastPayees, rule });
  const found: PoisoningAttempt[] = [];
  for (const transfer of transfers) {
    const { from, amount } = transfer;
    if (typeof from !== 'string' || from.length !== 42 || typeof amount !== 'bigint') continue;
    const dust = transfer.dustThreshold ?? 0n;
    if (amount > dust || amount < 0n) continue;
    const lower = from.toLowerCase();
    const payees = index.byKey.get(lookAlikeKey(lower, rule));
    if (payees === undefined || payees.some((payee) => payee.lower === lower)) continue;
    for (const payee of payees) {
      found.push({
        transfer,
        kind: amount === 0n ? 'zero-value' : 'dust',
        payee: payee.address,
        differingPositions: differingPositions(lower, payee.lower),
      });
    }
  }
  return found;
}
