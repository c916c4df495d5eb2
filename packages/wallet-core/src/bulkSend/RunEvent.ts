import type { BulkSendRun, RunApproval } from './BulkSendRun.js';

/**
 * Progress of `sendRun` / `approveRun` (and `reorged` from `reconcileRun` / `resumeRun`), each with a fresh snapshot of the run (already saved to storage), so a UI
 * can render `event.run` as it is.
 */
export type RunEvent =
  /** The run was checked against the chain (receipts, nonces, `batchSent`). */
  | { type: 'reconciled'; run: BulkSendRun }
  /** An approval: about to ask the wallet (`signing`), broadcast (`submitted`, with hash), mined (`confirmed`). */
  | {
      type: 'approval';
      step: 'signing' | 'submitted' | 'confirmed';
      kind: RunApproval['kind'];
      amount: bigint;
      hash?: `0x${string}`;
      run: BulkSendRun;
    }
  /**
   * A chunk: `simulating` (eth_call), `signing` (stored, wallet asked), `submitted` (hash known), `confirmed`
   * (paid), `skipped` (already paid: receipt or `batchSent`), `failed` (simulation, refusal, revert: see `error`).
   */
  | {
      type: 'chunk';
      step: 'simulating' | 'signing' | 'submitted' | 'confirmed' | 'skipped' | 'failed';
      chunkIndex: number;
      hash?: `0x${string}`;
      error?: Error;
      run: BulkSendRun;
    }
  /**
   * A chunk the run had as paid is no longer on the chain (its receipt vanished or moved and `batchSent` is false): a
   * reorganisation dropped it. It is `pending` again with the same batch id (the chain refuses a repeat, so sending it
   * again is safe). Emitted by `sendRun`, `reconcileRun` and `resumeRun`.
   */
  | { type: 'reorged'; chunkIndex: number; run: BulkSendRun }
  /** Every chunk is paid (each re-read from the chain just before). */
  | { type: 'finished'; run: BulkSendRun };

/** Receives progress events; must not throw (errors it throws are ignored). */
export type OnRunEvent = (event: RunEvent) => void;
