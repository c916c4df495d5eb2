// This sender's past batches read from the run's chain (issue 27), as the store keeps them: written by useChainHistory,
// shown by ChainHistoryCheck, and a gate of the send while the read is under way or unsure.
import type { ChainPayment, ReadSenderHistoryReturnType } from '@fanout/wallet-core/bulk-send';

/** The windows the member can widen to, in days; the first is the default. */
export const HISTORY_WINDOW_DAYS = [7, 30, 90, 365] as const;

export interface ChainHistory {
  /** `reading` until the window is read; `failed` when the read itself failed (nothing is known). */
  status: 'idle' | 'reading' | 'done' | 'failed';
  /** Start of the window, ms since epoch. */
  since: number;
  days: number;
  /** Share of the window read so far (0–1) while reading. */
  progress: number;
  payments: readonly ChainPayment[];
  /** False when the chain could not be read over the whole window (see `incomplete`). */
  complete: boolean;
  /**
   * True when the window reaches back past BulkSend's deployment (nothing older can have been paid); otherwise payments
   * before `since` were not checked, and sending waits for the member to widen the window or say go on (issue 37).
   */
  coversAll: boolean;
  incomplete: ReadSenderHistoryReturnType['incomplete'] | null;
  /**
   * The node hides payments (issue 37): BulkSend v3 counts more batches of this sender in the blocks read than the
   * node returned events for (`proof: 'mismatch'`). Sending waits for the member's explicit yes, like any unsure read.
   */
  hidden: { counted: string; found: string } | null;
  /** The blocks the read covered (once done): where the incoming transfers are read too (usePoisoningCheck). */
  blocks?: { from: bigint; to: bigint } | null;
  /** Payments whose calldata could not be decoded (sent through another contract): their recipients are unknown. */
  undecoded: number;
  error: unknown;
  /** The next wider window, or null at the widest. */
  wider: number | null;
  widen: () => void;
  retry: () => void;
  /** Nothing may be signed: the window is still being read, or could not be read and the member has not said go on. */
  blocking: boolean;
  /** The member's "send without a complete check" after a failed or incomplete read (for this read only). */
  acknowledged: boolean;
  acknowledge: (yes: boolean) => void;
  /**
   * Reads again what this sender paid since the last read (from the block after it: cheap), right before a signature,
   * and adds it: resolves with the history as it now is, or null when nothing was read yet. A payment made meanwhile
   * in another tab or on another device is then known before anything is signed.
   */
  recheck: () => Promise<ChainHistory | null>;
}
