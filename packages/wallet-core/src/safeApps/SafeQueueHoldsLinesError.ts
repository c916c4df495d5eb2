import { WalletCoreError } from '../errors/WalletCoreError.js';
import type { QueuedLines } from '../safe/queuedLinesOf.js';

/**
 * Proposals already in the Safe's queue (made on another device, or from another copy of the list) would pay lines of
 * the run: proposing now could pay those recipients twice once the owners execute both. Nothing was proposed.
 * `proposals` names each queued Safe transaction (`safeTxHash`, `nonce`) and the run's lines it pays.
 */
export class SafeQueueHoldsLinesError extends WalletCoreError {
  override readonly name = 'SafeQueueHoldsLinesError';
  readonly proposals: QueuedLines[];

  constructor(proposals: QueuedLines[]) {
    const shown = proposals.map((p) => `#${p.nonce} ${ranges(p.lines)}`).join('; ');
    super('The Safe’s queue already holds proposals paying lines of this list', {
      details: proposals.map((p) => `${p.safeTxHash} (nonce ${p.nonce}): lines ${ranges(p.lines)}`).join('; '),
      messageKey: 'safeQueueHoldsLines',
      messageParams: { count: proposals.length, proposals: shown },
    });
    this.proposals = proposals;
  }
}

/** 1, 2, 3, 5 → "1–3, 5". */
function ranges(lines: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = lines[i] as number;
    let end = start;
    while (lines[i + 1] === end + 1) end = lines[++i] as number;
    parts.push(end > start ? `${start}–${end}` : `${start}`);
  }
  return parts.join(', ');
}
