import type { IncomingTransfer } from './IncomingTransfer.js';

/** An incoming zero-value or dust transfer from a look-alike of an address the sender has paid: address poisoning. */
export interface PoisoningAttempt {
  /** The transfer, as given. */
  transfer: IncomingTransfer;
  /** `zero-value` (amount 0) or `dust` (at most the transfer's `dustThreshold`). */
  kind: 'zero-value' | 'dust';
  /** The past payee whose look-alike sent it, as given in the history. */
  payee: string;
  /** 0-based indexes (into the 42-character strings) where `transfer.from` and `payee` differ: what to mark. */
  differingPositions: number[];
}
