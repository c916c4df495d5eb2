import { RunLockedError } from './RunLockedError.js';
import type { RunLocks } from './RunLocks.js';

/**
 * Locks held in this JS realm only (Node, or a browser without Web Locks): two engine instances of one process
 * cannot work on one run at once. Other tabs are not covered — there the chain's batch ids still refuse a repeat.
 */
export function createProcessLocks(): RunLocks {
  const held = new Set<string>();
  return {
    kind: 'process',
    async withLock(name, task) {
      if (held.has(name)) throw new RunLockedError(name);
      held.add(name);
      try {
        return await task();
      } finally {
        held.delete(name);
      }
    },
  };
}
