import type { BulkSendRun } from './BulkSendRun.js';
import type { RunLocks } from './RunLocks.js';

/**
 * Where runs live. `save` must be durable when it resolves: the engine awaits it before every signature request,
 * so a crash after the wallet signed still leaves a record of what was asked.
 */
export interface RunStorage {
  /** Inserts or replaces the run with this `run.id`. */
  save(run: BulkSendRun): Promise<void>;
  load(id: string): Promise<BulkSendRun | undefined>;
  /** Every stored run of `sender` (any chain), newest first. */
  list(sender: string): Promise<BulkSendRun[]>;
  remove(id: string): Promise<void>;
  /**
   * Locks that hold across everything sharing this storage (the file storage: across Node processes). Used by
   * `createBulkSendConfig` when no `locks` are given.
   */
  readonly locks?: RunLocks;
}
