import { RunLockedError } from './RunLockedError.js';
import type { RunLocks } from './RunLocks.js';

/** The part of the Web Locks API (`navigator.locks`) the engine uses. */
export type WebLockManager = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

/**
 * Locks across every tab and worker of the origin (Web Locks, `navigator.locks`). `ifAvailable`: a second tab is
 * told at once (RunLockedError) instead of queueing behind the first. A lock is released when its tab closes or
 * crashes, so a dead tab never blocks a resume.
 */
/** The Web Lock name of a run is this prefix + the run id (another tab may queue on it to learn when a run is free). */
export const RUN_LOCK_PREFIX = 'fanout-bulk-send:';

export function createWebLocks(locks: WebLockManager): RunLocks {
  return {
    kind: 'web-locks',
    async withLock(name, task) {
      return locks.request(`${RUN_LOCK_PREFIX}${name}`, { ifAvailable: true }, async (lock) => {
        if (!lock) throw new RunLockedError(name);
        return task();
      });
    },
  };
}
