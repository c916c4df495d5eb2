import type { SafeBulkSendCall } from './decodeSafeBulkSendCalls.js';

/** A Safe transaction waiting in the Safe's queue (proposed, not executed), with the BulkSend calls it would make. */
export type SafeQueuedProposal = {
  safeTxHash: `0x${string}`;
  /** The Safe nonce it would execute at. */
  nonce: bigint;
  /** Owners who signed it so far, and how many must. */
  confirmations: number;
  confirmationsRequired: number;
  /** Its BulkSend calls (direct, or CALLs of a trusted MultiSend), decoded like an executed one; empty for others. */
  calls: SafeBulkSendCall[];
};
