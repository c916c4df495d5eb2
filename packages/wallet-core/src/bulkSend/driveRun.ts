import { hexToBigInt } from '../provider/hexToBigInt.js';
import { pollUntil } from '../transactions/pollUntil.js';
import { applyFinality } from './applyFinality.js';
import { assertRunHoldings } from './assertRunHoldings.js';
import { assertWalletMatchesRun } from './assertWalletMatchesRun.js';
import { awaitChunkOutcome } from './awaitChunkOutcome.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun, ChunkStatus, RunChunk } from './BulkSendRun.js';
import { ChunkRevertedError } from './ChunkRevertedError.js';
import { emitRunEvent } from './emitRunEvent.js';
import { ensureRunApproval } from './ensureRunApproval.js';
import { loadRunForChain } from './loadRunForChain.js';
import { pollOptionsOf } from './pollOptionsOf.js';
import type { OnRunEvent } from './RunEvent.js';
import type { RunSenderShape } from './RunSender.js';
import { readFeePercent } from './readFeePercent.js';
import { readNonces } from './readNonces.js';
import { readReceipt } from './readReceipt.js';
import { reconcileApprovals } from './reconcileApprovals.js';
import { reconcileChunk } from './reconcileChunk.js';
import { reconcileRunUnlocked } from './reconcileRunUnlocked.js';
import { rpc } from './rpc.js';
import { saveRun } from './saveRun.js';
import { settleRunStatus } from './settleRunStatus.js';
import { type SubmitGroupOutcome, submitGroup } from './submitGroup.js';
import { TransactionOutcomeUnknownError } from './TransactionOutcomeUnknownError.js';
import { withBundleStatusCache } from './withBundleStatusCache.js';

/** How many times a run re-sends chunks that a reorganisation dropped while it was sending, before it pauses. */
const REORG_PASSES = 3;

/** What the engine loop is asked (`sendRun` and `proposeSafeRun` are this loop with their words). */
export type DriveRunParameters = {
  run: BulkSendRun;
  onProgress?: OnRunEvent | undefined;
  /** Approve BulkSend when the allowance is short (default true; ERC-20 and NFTs). */
  approve?: boolean | undefined;
  /** Only these chunk indexes. */
  chunks?: readonly number[] | undefined;
  /** Send again chunks left `unknown` that reconciliation proved unsent (`resendable`). */
  resendUnknown?: boolean | undefined;
  /** Stops before the next submission. */
  signal?: AbortSignal | undefined;
  /** Proposals: submit again the chunks proposed and still unpaid (same batch ids: at most one pays). */
  again?: boolean | undefined;
  /**
   * Checked once the chain is reconciled and before anything is submitted, with the unpaid chunks to submit (the Safe's
   * queue: `proposeSafeRun`'s `queue`). Throws to stop the run, nothing submitted.
   */
  beforeSubmit?: ((run: BulkSendRun, pending: ReadonlySet<number>) => Promise<void>) | undefined;
};

/**
 * The engine's one loop over the config's sender (`RunSender`), under the run's lock: check the reader serves the
 * run's chain → reconcile (every sender's attempts followed as it says, paid decided by `readChunkPayment`) → NFTs:
 * every unpaid line's token held → `beforeSubmit` → for each submission the sender's `shape` allows: approve first
 * when the shape says so (`transaction`: its own mined transaction), recheck each chunk against the chain, simulate it
 * (as if approved when the approval goes with it), store the attempts, `assertReady`, `submit`, then follow it
 * (`transaction`, `bundle`: until the chain settles it; `proposal`: the owners execute it later) and reconcile it
 * from the chain. Before "finished" every chunk is re-read; chunks a reorganisation dropped are submitted again (same
 * batch ids). Stops at the first chunk that cannot go (the run is saved `paused`; calling again resumes it).
 */
export async function driveRun(config: BulkSendConfig, parameters: DriveRunParameters): Promise<BulkSendRun> {
  const { onProgress } = parameters;
  return config.locks.withLock(parameters.run.id, async () => {
    const run = await loadRunForChain(config, parameters.run);
    await assertWalletMatchesRun(config, run);
    await reconcileRunUnlocked(config, run, {
      resendUnknown: parameters.resendUnknown ?? false,
      whileSending: true,
      onProgress,
    });
    if (parameters.again) {
      // Still unpaid after the chain was read: proposed, not executed. Offered as any unpaid chunk.
      for (const chunk of run.chunks) {
        if (chunk.status === 'submitted' && chunk.attempts.at(-1)?.proposal) chunk.status = 'pending';
      }
    }
    await saveRun(config, run);
    emitRunEvent(onProgress, { type: 'reconciled', run });
    const failing: { chunk?: RunChunk } = {};
    try {
      if (parameters.beforeSubmit) {
        const wanted = run.chunks.filter((c) => c.status === 'pending' && isWanted(parameters, c));
        if (wanted.length > 0) await parameters.beforeSubmit(run, new Set(wanted.map((c) => c.index)));
      }
      // NFTs: a line whose token the sender does not hold stops the run before anything is signed.
      await assertRunHoldings(config, run);
      const feePercent = await readFeePercent(config, { bulkSend: run.bulkSend });
      const shown = new Set<number>();
      for (let pass = 1; ; pass++) {
        await submitPass(config, run, parameters, feePercent, shown, failing);
        // Before "finished": every chunk re-read from the chain (one mined minutes ago may have been dropped since).
        const reorged = await reconcileRunUnlocked(config, run, { whileSending: true, onProgress });
        if (reorged.length === 0 || parameters.signal?.aborted || pass >= REORG_PASSES) break;
        for (const index of reorged) shown.delete(index);
      }
      settleRunStatus(config, run, proposed(run));
      await saveRun(config, run);
      if (run.status === 'finished') emitRunEvent(onProgress, { type: 'finished', run });
      return run;
    } catch (error) {
      settleRunStatus(config, run, proposed(run));
      await saveRun(config, run);
      const failed = failing.chunk ?? run.chunks.find((chunk) => chunk.status !== 'confirmed');
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

const isWanted = (parameters: DriveRunParameters, chunk: RunChunk) =>
  !parameters.chunks || parameters.chunks.includes(chunk.index);

/** Proposals wait for the Safe's owners: a run with one proposed and unpaid is still `sending`, not paused. */
const proposed = (run: BulkSendRun) =>
  run.chunks.some((chunk) => chunk.status === 'submitted' && chunk.attempts.at(-1)?.proposal !== undefined);

/**
 * One pass: paid chunks announced once (`skipped`), those in flight from an earlier session awaited (never submitted
 * again; a proposal is left to its owners), then the unpaid wanted chunks submitted in order, as many a submission as
 * the sender's shape takes.
 */
async function submitPass(
  config: BulkSendConfig,
  run: BulkSendRun,
  parameters: DriveRunParameters,
  feePercent: number,
  shown: Set<number>,
  failing: { chunk?: RunChunk },
): Promise<void> {
  const { onProgress } = parameters;
  for (const chunk of run.chunks) {
    if (chunk.status === 'confirmed') {
      if (!shown.has(chunk.index))
        emitRunEvent(onProgress, { type: 'chunk', step: 'skipped', chunkIndex: chunk.index, run });
      shown.add(chunk.index);
      continue;
    }
    if (chunk.status === 'pending' || chunk.attempts.at(-1)?.proposal) continue;
    // In flight from an earlier session (or unknown): wait for the chain's answer, never resend.
    failing.chunk = chunk;
    await awaitInFlight(config, run, chunk, onProgress);
    if ((chunk.status as ChunkStatus) === 'confirmed') shown.add(chunk.index);
  }
  delete failing.chunk;
  let most = Number.POSITIVE_INFINITY;
  let approvedAlone = false;
  for (;;) {
    const open = run.chunks.filter((chunk) => chunk.status === 'pending' && isWanted(parameters, chunk));
    if (open.length === 0 || parameters.signal?.aborted) return;
    const shape: RunSenderShape = await config.sender.shape(run);
    if (shape.attempt === 'transaction' && !approvedAlone && (parameters.approve ?? true)) {
      // One transaction at a time: the approval is its own transaction, mined before any chunk.
      await ensureRunApproval(config, run, onProgress);
      approvedAlone = true;
    }
    const before = open.map((chunk) => chunk.status);
    const outcome = await submitGroup(config, run, open, {
      shape,
      most,
      feePercent,
      approve: (parameters.approve ?? true) && shape.attempt !== 'transaction',
      onProgress,
      shown,
      failing,
    });
    if (outcome.smaller !== undefined) {
      most = outcome.smaller;
      continue;
    }
    // Nothing of it moved (every candidate settled elsewhere meanwhile): the next pass re-reads them.
    if (open.every((chunk, i) => chunk.status === before[i])) return;
    if (outcome.follow) await followGroup(config, run, outcome.follow, shape.attempt, onProgress, failing);
  }
}

/** A chunk in flight from an earlier session: awaited on the chain; throws when its outcome stays unknown. */
async function awaitInFlight(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  onProgress: OnRunEvent | undefined,
): Promise<void> {
  const status = await awaitChunkOutcome(config, run, chunk);
  if (status === 'confirmed') await applyFinality(config, run);
  await saveRun(config, run);
  if (status === 'confirmed') return emitConfirmed(onProgress, run, chunk);
  if (status === 'pending') return;
  if (status === 'unknown') throw new TransactionOutcomeUnknownError(chunk.index, null);
  throw notMined(chunk, `no receipt for chunk ${chunk.index} within ${config.confirmTimeoutMs} ms`);
}

/**
 * Follows a submission that waits for the chain, as its sender says (`follow`: where to look, whether to keep
 * waiting), each poll reconciling its chunks from the chain (`readChunkPayment`), until every one is paid or unpaid
 * again, or its outcome stays unknown with nothing of the sender waiting, or `confirmTimeoutMs` passes. The first of
 * its chunks the chain did not pay then stops the run, in words.
 */
async function followGroup(
  config: BulkSendConfig,
  run: BulkSendRun,
  group: NonNullable<SubmitGroupOutcome['follow']>,
  attempt: RunSenderShape['attempt'],
  onProgress: OnRunEvent | undefined,
  failing: { chunk?: RunChunk },
): Promise<void> {
  const open = (chunk: RunChunk) => chunk.status !== 'confirmed' && chunk.status !== 'pending';
  let idlePolls = 0;
  const settled = await pollUntil(async () => {
    const nonces = await readNonces(config, run.sender);
    const pass = withBundleStatusCache(config); // one word of the sender per bundle and poll
    // Chunks first: a chunk of an atomic bundle paid on chain says its approval ran too.
    for (const chunk of group.chunks) if (open(chunk)) await reconcileChunk(pass, run, chunk, nonces);
    if (group.approvals.length > 0) await reconcileApprovals(pass, run, nonces);
    const left = group.chunks.filter(open);
    if (left.length === 0) return true;
    // Asked, an error back, and nothing of the sender waits at its nonce: not broadcast, after a few polls.
    const idle = left.every((c) => c.status === 'unknown' && nonces.pending <= (c.attempts.at(-1)?.nonce ?? 0));
    return idle && ++idlePolls >= 3 ? true : undefined;
  }, pollOptionsOf(config));
  await applyFinality(config, run);
  await saveRun(config, run);
  for (const approval of group.approvals) {
    if (approval.status !== 'confirmed') continue;
    emitRunEvent(onProgress, {
      type: 'approval',
      step: 'confirmed',
      kind: approval.kind,
      amount: approval.amount,
      ...(approval.attempt.hash ? { hash: approval.attempt.hash } : {}),
      run,
    });
  }
  for (const chunk of group.chunks) if (chunk.status === 'confirmed') emitConfirmed(onProgress, run, chunk);
  const unpaid = group.chunks.find((chunk) => chunk.status !== 'confirmed');
  if (!unpaid) return;
  failing.chunk = unpaid;
  const last = unpaid.attempts.at(-1);
  const id = last?.calls ? `bundle ${last.calls.id}` : `chunk ${unpaid.index}`;
  if (!settled.done)
    throw notMined(unpaid, `${id}: not settled within ${config.confirmTimeoutMs} ms; it stays submitted`);
  if (unpaid.status === 'unknown' || unpaid.status === 'signing') {
    throw new TransactionOutcomeUnknownError(unpaid.index, group.walletError);
  }
  let error: Error;
  if (attempt === 'bundle' && group.walletError !== null) {
    error = new BulkSendError(`The wallet failed to send chunk ${unpaid.index + 1}; it is not paid`, {
      details: `${id} was not taken`,
      cause: group.walletError,
      messageKey: 'bulkSendWalletFailed',
      messageParams: { chunk: String(unpaid.index + 1) },
    });
  } else if (attempt === 'bundle') {
    const word = last ? await config.sender.follow(last).catch(() => null) : null;
    error = new BulkSendError(`The wallet's bundle failed; chunk ${unpaid.index + 1} is not paid`, {
      errorName: 'CallsFailed',
      messageKey: 'bulkSendCallsFailed',
      messageParams: { status: String(word?.status ?? 'unknown') },
      details: `${id}: ${unpaid.lastError?.message ?? 'not paid on chain'}`,
    });
  } else {
    // Not on the run's chain: did the wallet move and send it elsewhere? Never paid here; the run says where it went.
    await noteMinedElsewhere(config, run, unpaid);
    error =
      last?.error === 'reverted'
        ? new ChunkRevertedError(unpaid.index, last?.hash ?? '')
        : new BulkSendError(`Chunk ${unpaid.index + 1} was replaced or dropped before it was mined; nothing paid`, {
            details: `nonce ${last?.nonce} went to another transaction`,
            messageKey: 'bulkSendChunkReplaced',
            messageParams: { chunk: String(unpaid.index + 1) },
          });
    unpaid.lastError = { name: error.name, message: error.message };
  }
  await saveRun(config, run);
  if (attempt === 'transaction') await assertWalletMatchesRun(config, run);
  throw error;
}

/** A chunk paid: the `confirmed` event, with the transaction that paid it when the run knows it. */
function emitConfirmed(onProgress: OnRunEvent | undefined, run: BulkSendRun, chunk: RunChunk): void {
  const hash = chunk.receipt?.hash;
  emitRunEvent(onProgress, {
    type: 'chunk',
    step: 'confirmed',
    chunkIndex: chunk.index,
    ...(hash ? { hash } : {}),
    run,
  });
}

function notMined(chunk: RunChunk, details: string): BulkSendError {
  return new BulkSendError(`Chunk ${chunk.index + 1} is not mined yet`, {
    details,
    messageKey: 'bulkSendChunkNotMined',
    messageParams: { chunk: String(chunk.index + 1) },
  });
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
