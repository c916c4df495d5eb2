import type { BulkSendRun } from './BulkSendRun.js';

/**
 * Progress of `sendRun` / `approveRun`, each with a fresh snapshot of the run (already saved to storage), so a UI
 * can render `event.run` as it is.
 */
export type RunEvent =
  /** The run was checked against the chain (receipts, nonces, `batchSent`). */
  | { type: 'reconciled'; run: BulkSendRun }
  /** An approval: about to ask the wallet (`signing`), broadcast (`submitted`, with hash), mined (`confirmed`). */
  | {
      type: 'approval';
      step: 'signing' | 'submitted' | 'confirmed';
      kind: 'reset' | 'approve';
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
  /** Every chunk is paid. */
  | { type: 'finished'; run: BulkSendRun };

/** Receives progress events; must not throw (errors it throws are ignored). */
export type OnRunEvent = (event: RunEvent) => void;
