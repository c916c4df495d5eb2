import { createProcessLocks } from './createProcessLocks.js';
import { createWebLocks, type WebLockManager } from './createWebLocks.js';
import type { RunLocks } from './RunLocks.js';

/** Web Locks when `navigator.locks` exists (browsers), else an in-process lock (Node). */
export function defaultRunLocks(): RunLocks {
  const locks = (globalThis as { navigator?: { locks?: WebLockManager } }).navigator?.locks;
  return locks ? createWebLocks(locks) : createProcessLocks();
}
