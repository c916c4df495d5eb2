// A tab told that another tab holds the run (RunLockedError) waits for that tab to let go — a Web Locks request on the
// engine's lock name queues until it is free — and then reads the run again, so its chunk states follow the chain
// instead of the moment the lock was refused. Until then nothing can be sent from here.
import { RUN_LOCK_PREFIX, RunLockedError } from '@fanout/wallet-core/bulk-send';
import { useEffect, useRef } from 'react';

/** The id of the run another tab holds, per `failure`, or null; `onReleased` is called once that tab lets go. */
export function useLockedRunWatch(failure: { error: unknown } | null, onReleased: (runId: `0x${string}`) => void) {
  const runId = failure?.error instanceof RunLockedError ? (failure.error.runId as `0x${string}`) : null;
  const released = useRef(onReleased);
  released.current = onReleased;
  useEffect(() => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!runId || !locks) return;
    const controller = new AbortController();
    // Granted only once the other tab released it; released again at once (the resume takes it for itself).
    locks
      .request(`${RUN_LOCK_PREFIX}${runId}`, { signal: controller.signal }, async () => undefined)
      .then(() => {
        if (!controller.signal.aborted) released.current(runId);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [runId]);
  return runId;
}
