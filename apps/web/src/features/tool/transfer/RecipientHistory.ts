// What the list's recipients already received through BulkSend from any sender (issue 37: another account — a second
// treasurer, the member's other wallet — paid the same list), as the store keeps it: written by useRecipientHistory
// over the blocks of this sender's chain history, named by OtherSendersNotice before anything is signed.
import type { RecipientPayment, UnreadRecipientPayment } from '@fanout/wallet-core/bulk-send/recipients';

export interface RecipientHistory {
  /** `reading` until read; `failed` when the read itself failed (nothing is known of other senders). */
  status: 'reading' | 'done' | 'failed';
  /** Payments of the list's recipients with the run's token, any sender (this sender's own included). */
  payments: readonly RecipientPayment[];
  /** Coin payments through another contract (a Safe): their recipients could not be read. */
  unread: readonly UnreadRecipientPayment[];
  /** False when the chain could not be read over the whole window. */
  complete: boolean;
  /**
   * Reads again from the block after the last read, right before a signature, and adds what it finds: resolves with
   * the read as it now is (null when nothing was read yet).
   */
  recheck: () => Promise<RecipientHistory | null>;
}
