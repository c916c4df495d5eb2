// The chain as the record of who was paid (issue 27): an edited list (a line removed, the list sorted, two lines
// swapped) has new batch ids, so neither `batchSent` nor this browser's runs see that its recipients were just paid,
// and a new browser profile has no runs at all. This names every open line of the current list that this sender's
// past batches on the chain (read by `readSenderHistory`) already paid with the same token, with when and where.
import { type BulkSendRun, type ChainPayment, paidLinesOnChain } from '@fanout/wallet-core/bulk-send';

export interface ChainPaidTransaction {
  hash: `0x${string}`;
  /** Block timestamp, ms since epoch. */
  paidAt: number;
  /** 1-based lines of the current list this transaction already paid. */
  lines: number[];
}

export interface ChainOverlap {
  /** 1-based lines of the current list, not sent by it yet, that the chain says this sender already paid. */
  lines: number[];
  /** Where and when, newest first. */
  transactions: ChainPaidTransaction[];
}

export interface ChainOverlapParameters {
  /** The run about to be sent. */
  current: BulkSendRun;
  /** Chunks of `current` already paid (from the chain or its stored run). */
  currentPaid: ReadonlySet<number>;
  /** This sender's payments on the run's chain (same token), from `readSenderHistory`. */
  payments: readonly ChainPayment[];
  /**
   * Batch ids the Tool's other checks already speak for (the current run's own chunks, the same list without a label,
   * this browser's runs of the same list): "already paid" and the double-payment warning name those.
   */
  known: ReadonlySet<string>;
}

export function chainOverlapOf({ current, currentPaid, payments, known }: ChainOverlapParameters): ChainOverlap | null {
  const others = payments.filter((payment) => !known.has(payment.batchId.toLowerCase()) && payment.recipients);
  if (others.length === 0) return null;
  // Lines of chunks this run sent, or has in flight, are its own business (the chain refuses a repeat of them).
  const open = new Set<number>();
  for (const chunk of current.chunks) {
    if (currentPaid.has(chunk.index) || chunk.status !== 'pending') continue;
    for (const line of current.lines.slice(chunk.start, chunk.start + chunk.count)) open.add(line.line);
  }
  const byHash = new Map<string, ChainPaidTransaction>();
  const lines = new Set<number>();
  for (const paid of paidLinesOnChain(current, others)) {
    if (!open.has(paid.line)) continue;
    lines.add(paid.line);
    const entry = byHash.get(paid.hash) ?? { hash: paid.hash, paidAt: paid.paidAt, lines: [] };
    if (!entry.lines.includes(paid.line)) entry.lines.push(paid.line);
    byHash.set(paid.hash, entry);
  }
  if (lines.size === 0) return null;
  return {
    lines: [...lines].sort((a, b) => a - b),
    transactions: [...byHash.values()]
      .map((entry) => ({ ...entry, lines: entry.lines.sort((a, b) => a - b) }))
      .sort((a, b) => b.paidAt - a.paidAt),
  };
}

/** Batch ids of `runs` (lower case), for `known`. */
export function batchIdsOf(runs: readonly (BulkSendRun | null | undefined)[]): Set<string> {
  const ids = new Set<string>();
  for (const run of runs) for (const chunk of run?.chunks ?? []) ids.add(chunk.batchId.toLowerCase());
  return ids;
}
