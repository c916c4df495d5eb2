// A payment label changes every batch id of a list, so the chain no longer refuses its chunks a second time. When an
// earlier payment of the same list (no label, or another label) is unfinished, the chunks it paid or has in flight
// would be paid again: this names them, so the member resumes that payment or confirms the double payment explicitly.
import type { BulkSendRun, FindMatchingRunReturnType } from '@fanout/wallet-core/bulk-send';

export interface RepeatRisk {
  /** Label of the unfinished payment of the same list ('' for none): resuming it pays only its unpaid chunks. */
  label: string;
  /** 0-based chunks that payment paid (or has in flight) and the current run would send again. */
  chunks: number[];
  /** Recipients in those chunks: paid a second time if the current run is sent. */
  recipients: number;
}

export interface RepeatRiskParameters {
  /** The run about to be sent (the one with the label). */
  current: BulkSendRun;
  /** Chunks of `current` already paid (from the chain or its stored run). */
  currentPaid: ReadonlySet<number>;
  /** The same list planned without a label, and what the chain and this browser know of it. */
  base: { planned: BulkSendRun; match: FindMatchingRunReturnType } | null;
  /** The account's runs stored in this browser. */
  history: readonly BulkSendRun[];
}

/** Same chain, BulkSend, sender, token and lines (in order): the same list, whatever its label. */
export function sameList(a: BulkSendRun, b: BulkSendRun): boolean {
  return (
    a.chainId === b.chainId &&
    a.bulkSend.toLowerCase() === b.bulkSend.toLowerCase() &&
    a.sender.toLowerCase() === b.sender.toLowerCase() &&
    (a.token ?? '').toLowerCase() === (b.token ?? '').toLowerCase() &&
    a.lines.length === b.lines.length &&
    a.lines.every(
      (line, i) =>
        line.address.toLowerCase() === b.lines[i]?.address.toLowerCase() && line.amount === b.lines[i]?.amount,
    )
  );
}

/** Chunks a run paid or may have paid (a signature asked, a hash sent, an unknown outcome). */
function takenChunks(run: BulkSendRun | undefined, fromChain: readonly number[] = []): Set<number> {
  const taken = new Set(fromChain);
  for (const chunk of run?.chunks ?? []) if (chunk.status !== 'pending') taken.add(chunk.index);
  return taken;
}

export function repeatRiskOf({ current, currentPaid, base, history }: RepeatRiskParameters): RepeatRisk | null {
  const candidates: { label: string; run: BulkSendRun; taken: Set<number>; finished: boolean }[] = [];
  if (base && current.label !== '' && sameList(base.planned, current)) {
    candidates.push({
      label: '',
      run: base.planned,
      taken: takenChunks(base.match.stored, base.match.paidChunks),
      finished: base.match.allPaid || base.match.stored?.status === 'finished',
    });
  }
  for (const run of history) {
    if (run.label === current.label || run.status === 'finished' || !sameList(run, current)) continue;
    if (candidates.some((one) => one.label === run.label)) continue;
    candidates.push({ label: run.label, run, taken: takenChunks(run), finished: false });
  }
  const sentByCurrent = takenChunks(current, [...currentPaid]);
  for (const { label, run, taken, finished } of candidates) {
    // A finished payment is what a label is for (paying a finished list again on purpose).
    if (finished || taken.size === 0) continue;
    const chunks = [...taken].filter((index) => !sentByCurrent.has(index)).sort((a, b) => a - b);
    if (chunks.length === 0) continue;
    const recipients = chunks.reduce((sum, index) => sum + (run.chunks[index]?.count ?? 0), 0);
    return { label, chunks, recipients };
  }
  return null;
}
