import { hexToBigInt } from '../provider/hexToBigInt.js';
import { applyFinality } from './applyFinality.js';
import { assertRunHoldings } from './assertRunHoldings.js';
import { awaitChunkOutcome } from './awaitChunkOutcome.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun, ChunkStatus, RunChunk } from './BulkSendRun.js';
import { batchesAtomically } from './batchesAtomically.js';
import { ChunkRevertedError } from './ChunkRevertedError.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { emitRunEvent } from './emitRunEvent.js';
import { ensureRunApproval } from './ensureRunApproval.js';
import { loadRunForChain } from './loadRunForChain.js';
import type { OnRunEvent } from './RunEvent.js';
import { readFeePercent } from './readFeePercent.js';
import { readNonces } from './readNonces.js';
import { readReceipt } from './readReceipt.js';
import { reconcileChunk } from './reconcileChunk.js';
import { reconcileRunUnlocked } from './reconcileRunUnlocked.js';
import { rpc } from './rpc.js';
import { saveRun } from './saveRun.js';
import { sendChunkUnlocked } from './sendChunkUnlocked.js';
import { settleRunStatus } from './settleRunStatus.js';
import { TransactionOutcomeUnknownError } from './TransactionOutcomeUnknownError.js';

/** How many times a run re-sends chunks that a reorganisation dropped while it was sending, before it pauses. */
const REORG_PASSES = 3;

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
 * Sends a run, exactly once per chunk, under the run's lock:
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
  const { onProgress } = parameters;
  return config.locks.withLock(parameters.run.id, async () => {
    const run = await loadRunForChain(config, parameters.run);
    await config.sender.assertReady(run);
    await reconcileRunUnlocked(config, run, {
      resendUnknown: parameters.resendUnknown ?? false,
      whileSending: true,
      onProgress,
    });
    await saveRun(config, run);
    emitRunEvent(onProgress, { type: 'reconciled', run });
    try {
      // NFTs: a line whose token the sender does not hold stops the run before anything is signed.
      await assertRunHoldings(config, run);
      const feePercent = await readFeePercent(config, { bulkSend: run.bulkSend });
      // EIP-5792: where the wallet batches atomically, the approval and the chunks go in bundles first (their
      // `confirmed` events are sent there; the pass below does not report them again as skipped).
      const bundled = new Set<number>();
      if (config.bundles && (await batchesAtomically(config, run))) {
        const before = new Set(run.chunks.filter((c) => c.status === 'confirmed').map((c) => c.index));
        await config.bundles(
          config,
          run,
          { approve: parameters.approve ?? true, chunks: parameters.chunks, signal: parameters.signal, onProgress },
          feePercent,
        );
        for (const c of run.chunks) if (c.status === 'confirmed' && !before.has(c.index)) bundled.add(c.index);
      }
      if (parameters.approve ?? true) await ensureRunApproval(config, run, onProgress);
      for (let pass = 1; ; pass++) {
        await sendPass(config, run, parameters, feePercent, bundled);
        // Before "finished": every chunk re-read from the chain (one mined minutes ago may have been dropped since).
        const reorged = await reconcileRunUnlocked(config, run, { whileSending: true, onProgress });
        if (reorged.length === 0 || parameters.signal?.aborted || pass >= REORG_PASSES) break;
        if (parameters.approve ?? true) await ensureRunApproval(config, run, onProgress);
      }
      settleRunStatus(config, run);
      await saveRun(config, run);
      if (run.status === 'finished') emitRunEvent(onProgress, { type: 'finished', run });
      return run;
    } catch (error) {
      settleRunStatus(config, run);
      await saveRun(config, run);
      const failed = run.chunks.find((chunk) => chunk.status !== 'confirmed');
      if (failed) {
        if (error instanceof Error && !failed.lastError && failed.status === 'pending') {
          failed.lastError = { name: error.name, message: error.message };
          await saveRun(config, run);
        }
        emitRunEvent(onProgress, {
          type: 'chunk',
          step: 'failed',
          chunkIndex: failed.index,
          error: error instanceof Error ? error : new Error(String(error)),
          run,
        });
      }
      throw error;
    }
  });
}

/** One pass over the run's chunks: skips paid ones, awaits those in flight, sends the unpaid wanted ones in order. */
async function sendPass(
  config: BulkSendConfig,
  run: BulkSendRun,
  parameters: SendRunParameters,
  feePercent: number,
  bundled: ReadonlySet<number>,
): Promise<void> {
  const { onProgress } = parameters;
  const wanted = (chunk: RunChunk) => !parameters.chunks || parameters.chunks.includes(chunk.index);
  for (const chunk of run.chunks) {
    if (chunk.status === 'confirmed') {
      if (!bundled.has(chunk.index))
        emitRunEvent(onProgress, { type: 'chunk', step: 'skipped', chunkIndex: chunk.index, run });
      continue;
    }
    if (chunk.status !== 'pending') {
      // In flight from an earlier session (or unknown): wait for the chain's answer, never resend.
      await settle(config, run, chunk, onProgress, null);
      if ((chunk.status as ChunkStatus) !== 'pending') continue;
    }
    if (!wanted(chunk)) continue;
    if (parameters.signal?.aborted) break;
    // Right before this chunk: paid meanwhile from another device? (Another tab cannot: it needs the lock.)
    await reconcileChunk(config, run, chunk, await readNonces(config, run.sender));
    if ((chunk.status as ChunkStatus) === 'confirmed') {
      await applyFinality(config, run);
      await saveRun(config, run);
      emitRunEvent(onProgress, { type: 'chunk', step: 'skipped', chunkIndex: chunk.index, run });
      continue;
    }
    let sent: Awaited<ReturnType<typeof sendChunkUnlocked>>;
    try {
      sent = await sendChunkUnlocked(config, run, chunk, feePercent, onProgress);
    } catch (error) {
      // Paid between the reconcile and the simulation (another device): settle it from the chain, go on.
      if (!(error instanceof ChunkSimulationError && error.reason === 'alreadySent')) throw error;
      await reconcileChunk(config, run, chunk, await readNonces(config, run.sender));
      // The chain read after it must show it paid too; otherwise this chunk is not skipped in silence.
      if ((chunk.status as ChunkStatus) !== 'confirmed') throw error;
      await applyFinality(config, run);
      await saveRun(config, run);
      emitRunEvent(onProgress, { type: 'chunk', step: 'skipped', chunkIndex: chunk.index, run });
      continue;
    }
    await settle(config, run, chunk, onProgress, sent.kind === 'ambiguous' ? sent.error : null);
    if ((chunk.status as ChunkStatus) === 'pending') {
      // Not on the run's chain: did the wallet move and send it elsewhere? Never paid here; the run says where it went.
      await noteMinedElsewhere(config, run, chunk);
      const reverted = chunk.attempts.at(-1)?.error === 'reverted';
      const error = reverted
        ? new ChunkRevertedError(chunk.index, chunk.attempts.at(-1)?.hash ?? '')
        : new BulkSendError(`Chunk ${chunk.index + 1} was replaced or dropped before it was mined; nothing paid`, {
            details: `nonce ${chunk.attempts.at(-1)?.nonce} went to another transaction`,
            messageKey: 'bulkSendChunkReplaced',
            messageParams: { chunk: String(chunk.index + 1) },
          });
      chunk.lastError = { name: error.name, message: error.message };
      await saveRun(config, run);
      await config.sender.assertReady(run);
      throw error;
    }
  }
}

/**
 * A chunk's hash the run's chain does not know: when the wallet is now on another chain and that chain has the
 * transaction, it is recorded as `minedElsewhere` (for the summary; it never counts as paid).
 */
async function noteMinedElsewhere(config: BulkSendConfig, run: BulkSendRun, chunk: RunChunk): Promise<void> {
  const hash = chunk.attempts.at(-1)?.hash;
  if (!hash || config.provider === config.reader) return;
  try {
    const chainId = Number(hexToBigInt(await rpc(config.provider, 'eth_chainId')));
    if (chainId === run.chainId) return;
    const receipt = await readReceipt({ ...config, reader: config.provider }, hash);
    if (receipt) chunk.minedElsewhere = { chainId, hash };
  } catch {
    // the wallet cannot tell: nothing to record
  }
}

/** Waits for a chunk in flight and saves what the chain says; throws when its outcome stays unknown. */
async function settle(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  onProgress: OnRunEvent | undefined,
  walletError: unknown,
): Promise<void> {
  const status = await awaitChunkOutcome(config, run, chunk);
  if (status === 'confirmed') await applyFinality(config, run);
  await saveRun(config, run);
  if (status === 'confirmed') {
    emitRunEvent(onProgress, {
      type: 'chunk',
      step: 'confirmed',
      chunkIndex: chunk.index,
      ...(chunk.receipt ? { hash: chunk.receipt.hash } : {}),
      run,
    });
    return;
  }
  if (status === 'pending') return;
  if (status === 'unknown') throw new TransactionOutcomeUnknownError(chunk.index, walletError);
  throw new BulkSendError(`Chunk ${chunk.index + 1} is not mined yet`, {
    details: `no receipt for chunk ${chunk.index} within ${config.confirmTimeoutMs} ms; it stays submitted`,
    messageKey: 'bulkSendChunkNotMined',
    messageParams: { chunk: String(chunk.index + 1) },
  });
}
