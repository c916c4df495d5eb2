// A payment label changes every batch id of a list, so the chain no longer refuses its chunks a second time. When an
// earlier payment of the same list (no label, or another label) is unfinished, the chunks it paid or has in flight
// would be paid again: this names them, so the member resumes that payment or confirms the double payment explicitly.
import { type BulkSendRun, type FindMatchingRunReturnType, normalizeLabel } from '@fanout/wallet-core/bulk-send';

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

/** Same chain, BulkSend, sender and token: payments of the same thing from the same account. */
function samePayer(a: BulkSendRun, b: BulkSendRun): boolean {
  return (
    a.chainId === b.chainId &&
    a.bulkSend.toLowerCase() === b.bulkSend.toLowerCase() &&
    a.sender.toLowerCase() === b.sender.toLowerCase() &&
    (a.token ?? '').toLowerCase() === (b.token ?? '').toLowerCase()
  );
}

/** Same chain, BulkSend, sender, token and lines (in order): the same list, whatever its label. */
export function sameList(a: BulkSendRun, b: BulkSendRun): boolean {
  return (
    samePayer(a, b) &&
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
  const label = normalizeLabel(current.label);
  if (base && label !== '' && sameList(base.planned, current)) {
    candidates.push({
      label: '',
      run: base.planned,
      taken: takenChunks(base.match.stored, base.match.paidChunks),
      // A closed run was superseded by another payment of the list (closeSupersededRun): nothing of it is resumed.
      finished:
        base.match.allPaid || base.match.stored?.status === 'finished' || base.match.stored?.status === 'closed',
    });
  }
  for (const run of history) {
    const other = normalizeLabel(run.label);
    if (other === label || run.status === 'finished' || run.status === 'closed' || !sameList(run, current)) continue;
    if (candidates.some((one) => normalizeLabel(one.label) === other)) continue;
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

/** How long a finished payment still counts for `overlapRiskOf`: a day (a monthly payroll is not a slip). */
export const RECENT_PAYMENT_MS = 24 * 60 * 60 * 1000;

export interface OverlapRisk {
  /** The other payment of this account (unfinished, or finished within RECENT_PAYMENT_MS) that paid them. */
  run: BulkSendRun;
  /** 1-based lines of the current list, not sent by it yet, whose address that payment paid or has in flight. */
  lines: number[];
}

/**
 * An edited list (a line fixed, removed or moved, duplicates merged, one recipient added) is another list: new batch
 * ids, so neither the chain nor `repeatRiskOf` sees that some of its recipients were just paid by the payment it
 * replaces. This names the lines of `current` whose address an unfinished (or a day-old finished) payment of this
 * account in this browser paid or has in flight, so the member resumes that payment or confirms paying them again.
 */
export function overlapRiskOf({
  current,
  currentPaid,
  history,
  now,
}: Omit<RepeatRiskParameters, 'base'> & { now: number }): OverlapRisk | null {
  const sentByCurrent = takenChunks(current, [...currentPaid]);
  const open = current.chunks
    .filter((chunk) => !sentByCurrent.has(chunk.index))
    .flatMap((chunk) => current.lines.slice(chunk.start, chunk.start + chunk.count));
  for (const run of history) {
    if (run.id === current.id || !samePayer(run, current) || sameList(run, current)) continue;
    if (run.status === 'finished' && now - (run.finishedAt ?? run.updatedAt) > RECENT_PAYMENT_MS) continue;
    const paid = new Set<string>();
    for (const chunk of run.chunks) {
      if (chunk.status === 'pending') continue;
      for (const line of run.lines.slice(chunk.start, chunk.start + chunk.count)) paid.add(line.address.toLowerCase());
    }
    const lines = open.filter((line) => paid.has(line.address.toLowerCase())).map((line) => line.line);
    if (lines.length > 0) return { run, lines };
  }
  return null;
}

/** `[1, 2, 3, 7, 9, 10]` → `[{ first: 1, last: 3 }, { first: 7, last: 7 }, { first: 9, last: 10 }]`. */
export function lineRangesOf(lines: readonly number[]): { first: number; last: number }[] {
  const ranges: { first: number; last: number }[] = [];
  for (const line of [...lines].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && line === last.last + 1) last.last = line;
    else if (!last || line !== last.last) ranges.push({ first: line, last: line });
  }
  return ranges;
}
