// What the page does on its own while the member looks at it, each an effect with its cleanup (mounted once, by the
// panel): the quote, asked as soon as the list and token settle, so one press on Send sends once the figures are on
// screen; the chain checked every few seconds while a chunk waits for it (a page reopened mid-run), so it shows as paid
// once mined and the rest is offered only then; and, when another tab holds the run, a wait on its Web Lock, then the
// run read again.
import { RUN_LOCK_PREFIX, RunLockedError } from '@fanout/wallet-core/bulk-send';
import { useEffect } from 'react';
import { derive } from './sendGates.js';
import { quoteCurrent, reconcileWatched, resumeStored } from './transferActions.js';
import { type TransferState, useTransferStore } from './transferStore.js';

/** How often a chunk in flight is checked against the chain while nothing is being sent. */
const WATCH_INTERVAL_MS = 2_000;
/**
 * How often paid chunks that are not final yet are read again while the page is open (issue 37: a reorganisation can
 * drop them after the run finished; the page then shows them unpaid and offers exactly them again).
 */
const FINALITY_WATCH_INTERVAL_MS = 5_000;

/** The run and chunks to quote now, as a key (null: nothing to quote, or this one was quoted on its own already). */
export function autoQuoteKeyOf(state: TransferState): string | null {
  const { progress, gates } = derive(state);
  const { active, remaining } = progress;
  if (!active || !gates.canQuote || gates.quote) return null;
  const key = `${active.id}:${remaining}`;
  return key === state.quoteTried ? null : key;
}

/**
 * The run and its chunks waiting for the chain, as a key (null: none, or a send is under way): chunks in flight, else
 * paid chunks not final yet (`final:` keys, read less often).
 */
export function watchKeyOf(state: TransferState): string | null {
  const { active, watched } = derive(state).progress;
  if (!state.inputs.config || !active || state.busy !== null) return null;
  if (watched.length > 0) return `${active.id}:${watched.join(',')}`;
  const included = active.chunks.filter((part) => part.status === 'confirmed' && part.finality !== 'final');
  return included.length > 0 ? `${active.id}:final:${included.map((part) => part.index).join(',')}` : null;
}

export function useRunWatch(): void {
  const quoteKey = useTransferStore(autoQuoteKeyOf);
  useEffect(() => {
    if (quoteKey) void quoteCurrent(true);
  }, [quoteKey]);

  const watchKey = useTransferStore(watchKeyOf);
  useEffect(() => {
    if (!watchKey) return;
    let live = true;
    const every = watchKey.includes(':final:') ? FINALITY_WATCH_INTERVAL_MS : WATCH_INTERVAL_MS;
    const timer = setInterval(() => reconcileWatched(() => live), every);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [watchKey]);

  // Another tab is sending this run: nothing is sent from here; its states are read again once that tab is done.
  const lockedRun = useTransferStore((state) =>
    state.failure?.error instanceof RunLockedError ? (state.failure.error.runId as `0x${string}`) : null,
  );
  useEffect(() => {
    useTransferStore.getState().update({ lockedRun });
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!lockedRun || !locks) return;
    const controller = new AbortController();
    // Granted only once the other tab released it; released again at once (the resume takes it for itself).
    locks
      .request(`${RUN_LOCK_PREFIX}${lockedRun}`, { signal: controller.signal }, async () => undefined)
      .then(() => {
        if (controller.signal.aborted) return;
        useTransferStore.getState().update({ failure: null });
        void resumeStored(lockedRun);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [lockedRun]);
}
