import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { emitRunEvent } from '../bulkSend/emitRunEvent.js';
import { isUserRejection } from '../bulkSend/isUserRejection.js';
import { loadRunForChain } from '../bulkSend/loadRunForChain.js';
import { quoteRun } from '../bulkSend/quoteRun.js';
import type { OnRunEvent } from '../bulkSend/RunEvent.js';
import { reconcileRunUnlocked } from '../bulkSend/reconcileRunUnlocked.js';
import { assertReadyForAttempt, recordChunkAttempt } from '../bulkSend/recordChunkAttempt.js';
import { saveRun } from '../bulkSend/saveRun.js';
import { settleRunStatus } from '../bulkSend/settleRunStatus.js';
import { queuedLinesOf } from '../safe/queuedLinesOf.js';
import type { SafeQueuedProposal } from '../safe/SafeQueuedProposal.js';
import { safeRunCalls } from '../safe/safeRunCalls.js';
import { SafeQueueHoldsLinesError } from './SafeQueueHoldsLinesError.js';

export type ProposeSafeRunParameters = {
  /** A run planned with the Safe as sender (`planRun({ sender: safeAddress, … })`), or its stored copy. */
  run: BulkSendRun;
  onProgress?: OnRunEvent;
  /**
   * Propose again the chunks already proposed that the chain has not paid (owners rejected the proposal in
   * Safe{Wallet}'s queue, or never executed it). Always safe: the chunk's batch id is the same, so whichever of its
   * Safe transactions is executed first pays, and the chain refuses any other (`batchSent`).
   */
  again?: boolean;
  /**
   * The Safe's queue (`readSafeQueue` on the chain's Safe Transaction Service), read once the chain is reconciled and
   * before anything is proposed: proposals this run did not make (another device, an edited copy of the list) that pay
   * lines of its unpaid chunks stop it with `SafeQueueHoldsLinesError`, naming each and its lines; a queue that cannot
   * be read stops it with the reader's error. Without it, the queue is not consulted.
   */
  queue?: () => Promise<readonly SafeQueuedProposal[]>;
};

/**
 * Pays a Safe's run the Safe App way, under the run's lock: reconcile with the chain (chunks the chain shows paid are
 * never proposed) → quote the chunks still `pending` → for each, one Safe transaction (its exact approval and the
 * chunk, together through MultiSend when both are needed; `safeRunCalls` with `split: 'chunk'`), stored `signing`
 * with a `proposal` attempt before the host is asked, `submitted` with its `safeTxHash` once proposed. Proposed chunks
 * are then followed like any other (`reconcileRun`): paid only when `batchSent(safe, batchId)` is true, after the owners
 * executed the transaction in Safe{Wallet}. A chunk already proposed and not yet executed is not proposed again,
 * unless `again` (then each such chunk gets a new Safe transaction with the same batch id: at most one of them pays).
 * Stops at the first refusal (that chunk back to `pending`) or host error (that chunk stays proposed: followed).
 * @throws SafeQueueHoldsLinesError / SafeQueueReadError (with `queue`: queued proposals pay lines of it, or the queue
 *   is unreadable; nothing proposed), WalletMismatchError (the run is not this Safe's), BulkSendError (the config's
 *   sender cannot propose),
 *   SafeAppError (refused, no answer), ChunkSimulationError and the quote's other errors
 */
export async function proposeSafeRun(
  config: BulkSendConfig,
  parameters: ProposeSafeRunParameters,
): Promise<BulkSendRun> {
  const { onProgress } = parameters;
  const { proposeCalls } = config.sender;
  if (!proposeCalls) {
    throw new BulkSendError('This sender cannot propose Safe transactions', {
      details: `sender kind ${config.sender.kind} has no proposeCalls`,
      messageKey: 'bulkSendCannotPropose',
    });
  }
  return config.locks.withLock(parameters.run.id, async () => {
    const run = await loadRunForChain(config, parameters.run);
    await config.sender.assertReady(run);
    await reconcileRunUnlocked(config, run, { whileSending: true, onProgress });
    if (parameters.again) {
      // Still unpaid after the chain was read: proposed, not executed. Offered as any unpaid chunk.
      for (const chunk of run.chunks) {
        if (chunk.status === 'submitted' && chunk.attempts.at(-1)?.proposal) chunk.status = 'pending';
      }
    }
    await saveRun(config, run);
    emitRunEvent(onProgress, { type: 'reconciled', run });
    const pending = new Set(run.chunks.filter((chunk) => chunk.status === 'pending').map((chunk) => chunk.index));
    if (parameters.queue && pending.size > 0) {
      const unpaid = new Set(
        run.chunks
          .filter((chunk) => pending.has(chunk.index))
          .flatMap((chunk) => run.lines.slice(chunk.start, chunk.start + chunk.count).map((line) => line.line)),
      );
      const held = queuedLinesOf(run, await parameters.queue())
        .map((queued) => ({ ...queued, lines: queued.lines.filter((line) => unpaid.has(line)) }))
        .filter((queued) => queued.lines.length > 0);
      if (held.length > 0) throw new SafeQueueHoldsLinesError(held);
    }
    const quote = await quoteRun(config, { run });
    const batches = safeRunCalls({
      run,
      quote: { chunks: quote.chunks.filter((c) => pending.has(c.index)), approval: quote.approval },
      split: 'chunk',
      assets: config.assets,
    });
    try {
      for (const batch of batches) {
        const [index] = batch.chunks;
        const chunk = run.chunks[index as number];
        if (!chunk) continue;
        const fee = quote.chunks.find((c) => c.index === chunk.index)?.fee ?? 0n;
        const attempt = {
          requestedAt: config.now(),
          nonce: 0,
          value: fee,
          proposal: {} as { safeTxHash?: `0x${string}` },
        };
        await recordChunkAttempt(config, { run, chunk, attempt, fee, onProgress });
        await assertReadyForAttempt(config, run, chunk);
        try {
          const { safeTxHash } = await proposeCalls({ chainId: run.chainId, from: run.sender, calls: batch.calls });
          attempt.proposal.safeTxHash = safeTxHash;
          Object.assign(attempt, { submittedAt: config.now() });
          chunk.status = 'submitted';
        } catch (error) {
          const refused = isUserRejection(error);
          Object.assign(attempt, { outcome: refused ? 'rejected' : 'error', error: String((error as Error).message) });
          // Refused: nothing proposed. Any other error: the host may have taken it, so it is followed, never re-asked.
          chunk.status = refused ? 'pending' : 'submitted';
          if (refused) chunk.lastError = { name: (error as Error).name, message: (error as Error).message };
          await saveRun(config, run);
          emitRunEvent(onProgress, {
            type: 'chunk',
            step: 'failed',
            chunkIndex: chunk.index,
            error: error instanceof Error ? error : new Error(String(error)),
            run,
          });
          throw error;
        }
        await saveRun(config, run);
        emitRunEvent(onProgress, { type: 'chunk', step: 'submitted', chunkIndex: chunk.index, run });
      }
    } finally {
      settleRunStatus(
        config,
        run,
        run.chunks.some((chunk) => chunk.status === 'submitted'),
      );
      await saveRun(config, run);
    }
    return run;
  });
}
