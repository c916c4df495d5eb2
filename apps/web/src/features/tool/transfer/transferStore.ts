// The one store of the batch transfer for this visit (memory; the runs themselves are in IndexedDB through the
// engine): what the page knows (inputs: chain, token, list, wallet), the run planned for the current list, what the
// chain says was paid of it, the quote, the run being sent as the engine's events report it, the last failure, and the
// account's runs. Kept outside the panel, so a send carries on and stays visible across panel and route switches.
// Views subscribe to the slices they show (see runProgress, sendGates); actions live in transferActions.
import type { AddressBookEntry, HeaderColumns, NftPlan, PoisoningAttempt, RecipientPlan } from '@fanout/batch-core';
import type {
  BulkSendConfig,
  BulkSendRun,
  ChainPayment,
  FindMatchingRunReturnType,
  RunEvent,
  RunQuote,
} from '@fanout/wallet-core/bulk-send';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import type { OutgoingTokenTransfer } from '@fanout/wallet-core/transactions';
import type { Eip1193Provider } from 'ethers';
import { create } from 'zustand';
import type { BulkSendCode } from '../chains/bulkSendDeploy.js';
import { chainOf, type ToolToken, useToolChains } from '../chains/toolChains.js';
import type { ChainHistory } from './ChainHistory.js';
import type { RunErrorStage } from './describeRunError.js';
import type { RecipientHistory } from './RecipientHistory.js';
import { noteRunEvent } from './reorgNotices.js';
import type { SelectedToken } from './SelectedToken.js';
import type { TokenLookup } from './useTokenLookup.js';

/** What the page knows, written by useTransferInputs (the one place that reads the wallet, chain and list). */
export interface TransferInputs {
  chain: ChainSetting;
  tokens: ToolToken[];
  /** A listed token's address, or CUSTOM_TOKEN. */
  choice: string;
  lookup: TokenLookup;
  token: SelectedToken | null;
  connected: boolean;
  account: string | null;
  instance: Eip1193Provider | null;
  /** The engine over the wallet on the Tool's chain (null without a wallet). */
  config: BulkSendConfig | null;
  onChain: boolean;
  bulkSendAddress: string | null;
  bulkSendCode: BulkSendCode | null;
  /** BulkSend, once the chain holds its code: no run is planned through an empty address. */
  bulkSend: string | null;
  plan: RecipientPlan | null;
  /** The list of an NFT collection (the token's `standard`): then `plan` is null. */
  nft: NftPlan | null;
  columns: HeaderColumns | null;
  /** The list is being parsed (a long one, in a worker). */
  pending: boolean;
  balance: bigint | null;
}

export type Busy = 'quote' | 'approve' | 'send' | 'resume' | null;

/** A Safe the run is paid from (issue 30): read and checked by the lazily loaded `safe/` module. */
export interface SafeSender {
  address: `0x${string}`;
  owners: string[];
  threshold: number;
  /** The Safe's balance of the current token (native or ERC-20), null while not read. */
  balance: bigint | null;
  /** The Safe's past payments, recipients read from its calldata: its calls to any BulkSend of `from` (those read). */
  resolve: (config: BulkSendConfig, payments: readonly ChainPayment[], from: string[]) => Promise<ChainPayment[]>;
}

export interface TransferState {
  inputs: TransferInputs;
  busy: Busy;
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
  /** The look-alike risk's `key` the member confirmed ("these are the addresses I mean"), issue 38. */
  lookAlikeConfirmed: string | null;
  quote: RunQuote | null;
  /** The run id `quote` was made for, and the chunks it was still missing then. */
  quoteKey: string | null;
  /** The last key quoted on its own (as the list and token settled): not tried again until it changes. */
  quoteTried: string | null;
  /** The latest snapshot of the run being (or last) sent, from the engine's events. */
  run: BulkSendRun | null;
  failure: { error: unknown; stage: RunErrorStage } | null;
  unfinished: BulkSendRun[];
  history: BulkSendRun[];
  /** Every run this browser stored, any account (another account's payment of this list is named). */
  stored: BulkSendRun[];
  /** This sender's past batches read from the chain (issue 27). */
  chainHistory: ChainHistory | null;
  /** What the list's recipients received through BulkSend from any sender (issue 37), over the same blocks. */
  recipientHistory: RecipientHistory | null;
  /**
   * Zero-value or dust ERC-20 transfers to the sender from look-alikes of its past payees (issue 38, address
   * poisoning), over the chain history's blocks: written by usePoisoningCheck; null while unknown.
   */
  poisoning: PoisoningAttempt[] | null;
  /** The sender's plain ERC-20 transfers of the run's token over the same blocks (past payees too): usePoisoningCheck. */
  sent: OutgoingTokenTransfer[] | null;
  /** The member's address book, every chain (addressBook/useAddressBookSync): compared by the look-alike check. */
  addressBook: readonly AddressBookEntry[];
  /** The run another tab holds (RunLockedError): nothing is sent from here until it lets go. */
  lockedRun: `0x${string}` | null;
  /** Who pays: the connected wallet, or a Safe (then `safe`, once its address is checked, is the run's sender). */
  payFrom: 'wallet' | 'safe';
  safe: SafeSender | null;
  /** Payment label of a deliberate repeat ('' by default). */
  label: string;
  /** Bumped after a send, so balances and runs are read again. */
  refresh: number;
  /** Bumped to check BulkSend's code again (after a deploy). */
  codeCheck: number;
  /** A reconcile of the watched run in flight: actions wait for it (it holds the run's lock). */
  reconciling: Promise<void> | null;
  update: (patch: Partial<Omit<TransferState, 'update' | 'applyEvent'>>) => void;
  /** An engine event: the run as the event carries it (already saved), reorganisations noted. */
  applyEvent: (event: RunEvent) => void;
}

function initialInputs(): TransferInputs {
  const { settings, chainId } = useToolChains.getState();
  return {
    chain: chainOf(settings, chainId),
    tokens: [],
    choice: '',
    lookup: { state: 'idle' },
    token: null,
    connected: false,
    account: null,
    instance: null,
    config: null,
    onChain: false,
    bulkSendAddress: null,
    bulkSendCode: null,
    bulkSend: null,
    plan: null,
    nft: null,
    columns: null,
    pending: false,
    balance: null,
  };
}

export const useTransferStore = create<TransferState>((set) => ({
  inputs: initialInputs(),
  busy: null,
  planned: null,
  match: null,
  base: null,
  repeatConfirmed: null,
  lookAlikeConfirmed: null,
  quote: null,
  quoteKey: null,
  quoteTried: null,
  run: null,
  failure: null,
  unfinished: [],
  history: [],
  stored: [],
  chainHistory: null,
  recipientHistory: null,
  poisoning: null,
  sent: null,
  addressBook: [],
  lockedRun: null,
  payFrom: 'wallet',
  safe: null,
  label: '',
  refresh: 0,
  codeCheck: 0,
  reconciling: null,
  update: (patch) => set(patch),
  applyEvent: (event) => {
    noteRunEvent(event);
    set({ run: event.run });
  },
}));

/** The run's sender: the connected account, or the checked Safe (null while a Safe is chosen but not checked). */
export const senderOf = (state: TransferState): string | null =>
  state.payFrom === 'safe' ? (state.safe?.address ?? null) : state.inputs.account;

/** Whether the page runs inside Safe{Wallet} as a Safe App: the session's account is the Safe itself. */
export const inSafeApp = (state: TransferState): boolean => state.inputs.config?.sender.kind === 'safe-app';

/** Whether a Safe pays the run, either way (issue 30): its texts then say "this Safe", not "this account". */
export const safePays = (state: TransferState): boolean => state.payFrom === 'safe' || inSafeApp(state);

/** The store's current state (for actions, outside React). */
export const transferState = () => useTransferStore.getState();
