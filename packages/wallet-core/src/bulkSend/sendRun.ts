import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { driveRun } from './driveRun.js';
import type { OnRunEvent } from './RunEvent.js';

export type SendRunParameters = {
  /**
   * A planned run, or one from storage (the stored copy wins when both exist and belong to the reader's chain: it may
   * be further along; a stored copy of another chain with the same id is never trusted).
   */
  run: BulkSendRun;
  onProgress?: OnRunEvent;
  /** Approve BulkSend first when the allowance is short (default true; ERC-20 only). */
  approve?: boolean;
  /** Send only these chunk indexes (still in order, still only unpaid ones). */
  chunks?: readonly number[];
  /** Send again chunks left `unknown` by a wallet error that reconciliation proved unsent (`resendable`); others wait. */
  resendUnknown?: boolean;
  /** Stops before the next chunk is signed (a chunk already asked for is still awaited). */
  signal?: AbortSignal;
};

export type SendRunReturnType = BulkSendRun;

/**
 * Sends a run, exactly once per chunk, under the run's lock, through the config's sender (the engine's one loop,
 * `RunSender`: a wallet one transaction at a time, EIP-5792 bundles with the approval in the first, or any other
 * sender's shape):
 * check the reader serves the run's chain (id and block 0) → reconcile (receipts, nonces, `batchSent`; paid chunks
 * re-read, a dropped one is `pending` again) → NFTs: every unpaid line's token held (else TokensNotHeldError naming
 * the lines) → approve (the asset's approval: exact amount with a USDT reset, `setApprovalForAll` for NFTs) → for
 * each unpaid chunk: simulate (eth_call; a failure names line, address and reason before anything is signed) → store
 * "about to sign" → the config's sender checks its chain and account → the asset's BulkSend call (`sendErc20Packed`,
 * `sendEthPacked`, the NFT sends) with the chunk's batch id and the run's chain id → store the hash → confirm (polling
 * with backoff on the reader; a failed poll is not a failed transaction). A wallet error after a possible broadcast
 * (-32603) is settled from the chain, never by sending again.
 * Chunks already in flight from an earlier session are awaited first. Before the run is reported finished every chunk
 * is re-read; chunks a reorganisation dropped meanwhile are sent again (same batch ids).
 * Stops at the first chunk that cannot go (the run is saved `paused`; `sendRun` again resumes it).
 * @throws WalletMismatchError (wrong chain or account; nothing sent), ReaderChainMismatchError, InvalidRunError (a
 *   closed run, or an asset the config lacks), ChunkSimulationError, TokensNotHeldError, UserRejectedRequestError,
 *   ChunkRevertedError, TransactionOutcomeUnknownError, RunLockedError, BulkSendError, ReceiptTimeoutError (an
 *   approval not mined in time)
 */
export async function sendRun(config: BulkSendConfig, parameters: SendRunParameters): Promise<SendRunReturnType> {
  return driveRun(config, parameters);
}
