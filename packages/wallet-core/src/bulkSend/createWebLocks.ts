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
export function createWebLocks(locks: WebLockManager): RunLocks {
  return {
    kind: 'web-locks',
    async withLock(name, task) {
      return locks.request(`fanout-bulk-send:${name}`, { ifAvailable: true }, async (lock) => {
        if (!lock) throw new RunLockedError(name);
        return task();
      });
    },
  };
}
