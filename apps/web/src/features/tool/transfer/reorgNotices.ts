// Chunks a reorganisation dropped (engine event 'reorged'), per run: shown as unpaid again, with the reason.
import type { BulkSendRun, RunEvent } from '@fanout/wallet-core/bulk-send';
import { create } from 'zustand';

interface ReorgNotices {
  /** Run id → 0-based chunks the chain no longer shows paid. */
  dropped: Record<string, number[]>;
}

export const useReorgNotices = create<ReorgNotices>(() => ({ dropped: {} }));

/** Records a 'reorged' event (other events pass); a chunk paid again later is no longer named. */
export function noteRunEvent(event: RunEvent): void {
  const { run } = event;
  const { dropped } = useReorgNotices.getState();
  const known = dropped[run.id] ?? [];
  const next = new Set(known.filter((index) => run.chunks[index]?.status !== 'confirmed'));
  if (event.type === 'reorged') next.add(event.chunkIndex);
  if (next.size === known.length && known.every((index) => next.has(index))) return;
  useReorgNotices.setState({ dropped: { ...dropped, [run.id]: [...next].sort((a, b) => a - b) } });
}

/** After a reconcile: chunks `before` had paid that `after` no longer has paid were dropped by a reorganisation. */
export function noteReconciled(before: BulkSendRun, after: BulkSendRun): void {
  for (const part of before.chunks) {
    if (part.status === 'confirmed' && after.chunks[part.index]?.status === 'pending') {
      noteRunEvent({ type: 'reorged', chunkIndex: part.index, run: after });
    }
  }
  // Chunks paid again since are no longer named.
  noteRunEvent({ type: 'reconciled', run: after });
}
