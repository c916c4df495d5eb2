// What the store's run state means for the current list: the active run, its paid chunks and the ones in flight. A pure
// function of three slices, and the hook views use to subscribe to just those.
import { chunk } from '@fanout/batch-core';
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { useMemo } from 'react';
import { type TransferState, useTransferStore } from './transferStore.js';

export interface RunProgress {
  /** The run of the current list: the one being sent, the stored one, or the freshly planned one. */
  active: BulkSendRun | null;
  /** Chunks paid (the chain's word or the run's). */
  paid: ReadonlySet<number>;
  /**
   * Unpaid chunks in flight: a signature asked, a transaction waiting for the chain, or an outcome not known yet. They
   * are never offered for sending; the chain is watched until each is paid or proven unsent.
   */
  inFlight: number[];
  /** In-flight chunks a reconcile proved unsent (wallet error, nothing broadcast): offered again only on request. */
  resendable: number[];
  /**
   * Chunks the chain is watched for: every chunk the run has in flight (resendable ones aside), including one the
   * chain's `match` already names paid, since the run records its payment (its transaction, the link, the summary)
   * only once a reconcile reads it.
   */
  watched: number[];
  /** Chunks not paid yet. */
  remaining: number;
  /** Chunks the next send signs. */
  sendable: number;
}

type ProgressSlices = Pick<TransferState, 'planned' | 'run' | 'match'> & { plan: TransferState['inputs']['plan'] };

export function progressOf({ planned, run, match, plan }: ProgressSlices): RunProgress {
  // This tab's own snapshot of the run, unless the stored one is newer (another tab sent or finished it since).
  const stored = match?.stored;
  const own = planned && run?.id === planned.id && !(stored && stored.updatedAt > run.updatedAt) ? run : null;
  const active = own ?? stored ?? planned;
  const paid = new Set(match?.paidChunks ?? []);
  // A chunk the run saw dropped by a reorganisation after `match` was read is not paid, whatever that read said.
  for (const part of active?.chunks ?? []) {
    if (part.status === 'pending' && part.lastError?.name === 'ChunkReorged') paid.delete(part.index);
  }
  for (const part of active?.chunks ?? []) if (part.status === 'confirmed') paid.add(part.index);
  const count = active?.chunks.length ?? (plan?.ok ? chunk(plan).length : 0);
  const remaining = count - paid.size;
  const flying = (active?.chunks ?? []).filter((part) => !paid.has(part.index) && part.status !== 'pending');
  const resendable = flying.filter((part) => part.status === 'unknown' && part.resendable).map((part) => part.index);
  return {
    active,
    paid,
    inFlight: flying.map((part) => part.index),
    resendable,
    watched: (active?.chunks ?? [])
      .filter((part) => part.status !== 'pending' && part.status !== 'confirmed' && !resendable.includes(part.index))
      .map((part) => part.index),
    remaining,
    sendable: remaining - flying.length,
  };
}

export const progressSlicesOf = (state: TransferState): ProgressSlices => ({
  planned: state.planned,
  run: state.run,
  match: state.match,
  plan: state.inputs.plan,
});

/** The active run and its chunks' states, for a view. */
export function useRunProgress(): RunProgress {
  const planned = useTransferStore((state) => state.planned);
  const run = useTransferStore((state) => state.run);
  const match = useTransferStore((state) => state.match);
  const plan = useTransferStore((state) => state.inputs.plan);
  return useMemo(() => progressOf({ planned, run, match, plan }), [planned, run, match, plan]);
}
