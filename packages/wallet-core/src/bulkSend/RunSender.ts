import type { BulkSendRun } from './BulkSendRun.js';
import type { GasFees } from './GasFees.js';

/** One transaction the engine asks a sender for: a chunk's BulkSend call, or an approval of the run's token. */
export type RunTransactionRequest = {
  /** The run's chain id (in the request, so a wallet on another chain refuses it). */
  chainId: number;
  /** The run's sender. */
  from: `0x${string}`;
  to: `0x${string}`;
  data: `0x${string}`;
  /** Value attached (a chunk: operator fee, plus the amounts for the native coin); none for an approval. */
  value?: bigint;
  /** Gas limit (the node's estimate). */
  gas: bigint;
  fees: GasFees;
};

/**
 * The seam for *who signs*: how the engine's transactions reach the chain. The engine stores a run before every
 * request, asks `assertReady` immediately before it, then `sendTransaction`; what happened is always read back from
 * the chain through the run's reader (`batchSent(sender, batchId)`, receipts, nonces), never taken from the sender's
 * word, so a sender only has to deliver. Today: `eip1193Sender` (a wallet, one transaction at a time), `eip5792Sender` (bundles) and
 * `safeAppSender` (proposals inside Safe{Wallet}, `proposeSafeRun`); see docs/engine.md.
 */
export type RunSender = {
  /** What kind of sender this is (`eip1193` today). */
  readonly kind: string;
  /**
   * Checked immediately before every request: the signer is on the run's chain and signs as the run's sender.
   * @throws WalletMismatchError (nothing is asked)
   */
  assertReady(run: BulkSendRun): Promise<void>;
  /**
   * Asks for one transaction; resolves with its hash once broadcast. A refusal must throw an error that
   * `isUserRejection` recognises (EIP-1193 4001); any other error is read as "may have been broadcast" and settled
   * from the chain, never by asking again.
   */
  sendTransaction(request: RunTransactionRequest): Promise<`0x${string}`>;
  /**
   * EIP-5792 senders: whether the wallet executes a call bundle atomically on the run's chain
   * (`wallet_getCapabilities`: `atomic.status` "supported" or "ready"). Absent or false: one transaction at a time.
   */
  atomicBatching?(run: BulkSendRun): Promise<boolean>;
  /** Most calls one bundle carries (the approval and chunks together). */
  readonly maxCalls?: number;
  /**
   * Asks for one atomic bundle under the engine's own `id` (stored before the request, so a reload can follow it).
   * A refusal throws what `isUserRejection` recognises; a wallet's refusal of the bundle itself (nothing taken) throws a
   * BulkSendError `CallsTooLarge` (a smaller bundle may pass) or `CallsRefused` (none will); any other error is
   * settled by following `id`.
   */
  sendCalls?(request: RunCallsRequest): Promise<void>;
  /**
   * The wallet refused bundles for the run's chain (`CallsTooLarge` at one chunk a bundle): `atomicBatching` answers
   * false for it from now on, so the rest of the run goes one transaction at a time.
   */
  stopBundling?(run: BulkSendRun): void;
  /** What the wallet says of a bundle; null when it does not know the id (never received it). */
  callsStatus?(id: string): Promise<RunCallsStatus | null>;
  /**
   * Safe senders (`safeAppSender`): proposes one Safe transaction with these calls (a chunk, with its approval when
   * one is needed) and resolves with its `safeTxHash` once proposed. Proposed is not paid: the owners execute it later
   * and the chunk is paid only when `batchSent` says so. A refusal throws what `isUserRejection` recognises.
   */
  proposeCalls?(request: RunProposalRequest): Promise<{ safeTxHash: `0x${string}` }>;
};

/** One Safe transaction to propose: the Safe (the run's sender), its chain and the calls it makes. */
export type RunProposalRequest = {
  chainId: number;
  from: `0x${string}`;
  calls: { to: `0x${string}`; data: `0x${string}`; value: bigint }[];
};

/** One bundle of calls (`wallet_sendCalls`, `atomicRequired: true`). */
export type RunCallsRequest = {
  /** The engine's id of the bundle (random 32 bytes, hex), stored on every attempt it carries. */
  id: `0x${string}`;
  chainId: number;
  from: `0x${string}`;
  calls: { to: `0x${string}`; data: `0x${string}`; value?: bigint }[];
};

/** `wallet_getCallsStatus` as the engine reads it. */
export type RunCallsStatus = {
  /** 100 pending; 200 confirmed; 400 not included (off-chain failure); 500 reverted; 600 partly reverted. */
  status: number;
  /** Transaction receipts in chain order: one per call, or a single one when the calls ran in one transaction. */
  receipts: { hash: `0x${string}`; success: boolean }[];
};
