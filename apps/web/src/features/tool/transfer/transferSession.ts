// The batch transfer's working state for this visit (memory; the runs themselves are in IndexedDB through the
// engine): the run planned for the current list, what the chain says was paid of it, the quote, the run being sent,
// the last failure, and the account's unfinished and past runs. Kept outside the panel, so a send carries on and
// stays visible across panel and route switches.
import type { BulkSendRun, FindMatchingRunReturnType, RunQuote } from '@fanout/wallet-core/bulk-send';
import { create } from 'zustand';
import type { RunErrorStage } from './describeRunError.js';

export interface TransferSessionState {
  busy: 'plan' | 'quote' | 'approve' | 'send' | 'resume' | null;
  /** The run planned for the current list, token, account and label (not stored until it is sent). */
  planned: BulkSendRun | null;
  /** What the chain and this browser know of `planned`: paid chunks, a stored run. */
  match: FindMatchingRunReturnType | null;
  /**
   * With a payment label: the same list planned without one, and what the chain and this browser know of it. A label
   * changes every batch id, so chunks paid (or in flight) without the label would be paid a second time.
   */
  base: { planned: BulkSendRun; match: FindMatchingRunReturnType } | null;
  /** The run id whose double payment of already-paid chunks the member confirmed explicitly. */
  repeatConfirmed: string | null;
  quote: RunQuote | null;
  /** The run id `quote` was made for, and the chunks it was still missing then. */
  quoteKey: string | null;
  /** The latest snapshot of the run being (or last) sent, from the engine's events. */
  run: BulkSendRun | null;
  failure: { error: unknown; stage: RunErrorStage } | null;
  unfinished: BulkSendRun[];
  history: BulkSendRun[];
  /** Payment label of a deliberate repeat ('' by default). */
  label: string;
  /** Bumped after a send, so balances and runs are read again. */
  refresh: number;
  update: (patch: Partial<Omit<TransferSessionState, 'update'>>) => void;
}

export const useTransferSession = create<TransferSessionState>((set) => ({
  busy: null,
  planned: null,
  match: null,
  base: null,
  repeatConfirmed: null,
  quote: null,
  quoteKey: null,
  run: null,
  failure: null,
  unfinished: [],
  history: [],
  label: '',
  refresh: 0,
  update: (patch) => set(patch),
}));
