import type { BulkSendRun, TransactionAttempt } from './BulkSendRun.js';
import type { GasFees } from './GasFees.js';

/**
 * How a sender takes a run's calls, asked before every submission (a wallet may stop bundling mid-run):
 * - `transaction`: one call per submission (an approval alone, mined before any chunk), a hash and the sender's
 *   account nonce to follow it (a wallet's `eth_sendTransaction`, a relayer);
 * - `bundle`: up to `maxCalls` calls under the engine's own id, the approval in the first one, followed with the
 *   sender's word on that id (EIP-5792 `wallet_sendCalls`);
 * - `proposal`: a Safe transaction each submission, approving exactly its own chunks, executed later by the Safe's
 *   owners: the engine does not wait for it, the chain says when it is paid (the Safe App, a Transaction Builder file).
 */
export type RunSenderShape = {
  attempt: 'transaction' | 'bundle' | 'proposal';
  /** Most calls one submission carries, approval calls included (`transaction`: 1). */
  maxCalls: number;
  /** Most chunks one submission carries (a Safe App proposal: 1). */
  maxChunks: number;
  /**
   * Most gas one submission may take (a Safe file: a share of the block gas limit, `readSafeGasCap`); a chunk above it
   * still goes alone. Absent: no cap.
   */
  maxGas?: bigint;
};

/** One call of a submission: a chunk's BulkSend call or an approval of the run's token. */
export type RunCall = {
  to: `0x${string}`;
  data: `0x${string}`;
  /** Value attached (a chunk: operator fee, plus the amounts for the native coin; an approval: 0). */
  value: bigint;
  /** Gas limit (the node's estimate, or the formula where the approval is not on chain yet). */
  gas: bigint;
};

/** What the engine hands a sender: stored in the run (every attempt it makes) before this request is made. */
export type RunSubmission = {
  /** The shape the engine used (the sender's answer to `shape`, or `transaction` for an approval on its own). */
  attempt: RunSenderShape['attempt'];
  /** The engine's id of the submission (random 32 bytes, hex), stored on every attempt it carries. */
  id: `0x${string}`;
  /** The run's chain id (in the request, so a signer on another chain refuses it). */
  chainId: number;
  /** The run's sender. */
  from: `0x${string}`;
  /** In execution order: the approval calls first, then the chunks. */
  calls: RunCall[];
  fees: GasFees;
  /** The run (read-only: a sender may name its files or proposals after it). */
  run: BulkSendRun;
  /** The run's chunk indexes the calls pay, in order. */
  chunks: number[];
};

/** What a sender answers once it took a submission: where the engine looks for it. */
export type RunSubmitted = {
  /** `transaction`: the transaction's hash (required). */
  hash?: `0x${string}`;
  /** `proposal` in Safe{Wallet}: the Safe transaction's hash in the Safe's queue. */
  safeTxHash?: `0x${string}`;
};

/**
 * What a sender says of an earlier submission (`follow`), never whether it paid: only where to look and whether to
 * keep waiting. `waiting`: the sender has it, not settled; `settled`: the sender is done with it (EIP-5792 200–600);
 * `unknown`: the sender never received it (the page died before asking); `silent`: the sender cannot say (a
 * transaction: its hash and the account's nonce tell; a proposal: the owners execute it whenever they do).
 */
export type RunSenderWord = {
  state: 'waiting' | 'settled' | 'unknown' | 'silent';
  /** The transactions the sender names for the submission, in call order: one per call, or one for all. */
  hashes: `0x${string}`[];
  /** The sender's own status (EIP-5792: 100 pending … 600 partly reverted), for words. */
  status?: number;
};

/**
 * The seam for *who signs*: how the engine's calls reach the chain. Every sender implements all of it, and does
 * nothing else: the engine (`sendRun`, `proposeSafeRun`: one loop) stores each attempt before `submit`, asks
 * `assertReady` immediately before it, and decides "paid" only from the chain (`readChunkPayment`: the chunk's
 * `BatchSent` event in a transaction the sender named, or `batchSent(sender, batchId)`). Today: `eip1193Sender` (a
 * wallet, one `eth_sendTransaction` at a time), `eip5792Sender` (`wallet_sendCalls` bundles), `safeAppSender`
 * (proposals inside Safe{Wallet}) and `safeFileSender` (Safe Transaction Builder files); see docs/engine.md. A new way
 * to sign is one file implementing these five members.
 */
export type RunSender = {
  /** What kind of sender this is (`eip1193`, `eip5792`, `safe-app`, `safe-file`, or a new one's name). */
  readonly kind: string;
  /**
   * Checked immediately before every request: the signer is on the run's chain and signs as the run's sender. The
   * engine then checks, for every sender, that a BulkSend v3 run's batch ids are bound to that sender on that chain
   * (`assertWalletMatchesRun`: BulkSendError `BatchIdNotForSender`, nothing asked).
   * @throws WalletMismatchError (nothing is asked)
   */
  assertReady(run: BulkSendRun): Promise<void>;
  /** How the next submission is shaped for this run (asked before each one). */
  shape(run: BulkSendRun): Promise<RunSenderShape>;
  /**
   * Submits one group of calls, as `request.attempt` says. A refusal by the member throws an error `isUserRejection`
   * recognises (EIP-1193 4001); a refusal of the submission itself, nothing taken, a BulkSendError `CallsTooLarge`
   * (a smaller one may pass) or `CallsRefused` (none will: the sender's `shape` no longer offers it); any other error is
   * read as "may have been taken" and settled from the chain, never by asking again.
   */
  submit(request: RunSubmission): Promise<RunSubmitted>;
  /** What the sender says of an attempt it was given (`attempt.calls.id` for a bundle). A failed read throws. */
  follow(attempt: TransactionAttempt): Promise<RunSenderWord>;
};

/** The word of a sender that can say nothing of its submissions: the chain alone tells. */
export const SILENT: RunSenderWord = Object.freeze({ state: 'silent', hashes: [] }) as RunSenderWord;
