import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { driveRun } from '../bulkSend/driveRun.js';
import type { OnRunEvent } from '../bulkSend/RunEvent.js';
import { queuedLinesOf } from '../safe/queuedLinesOf.js';
import type { SafeQueuedProposal } from '../safe/SafeQueuedProposal.js';
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
 * Pays a Safe's run the Safe App way: the engine's one loop (`sendRun`'s) over the config's proposal sender
 * (`safeAppSender`; any sender whose shape is `proposal`), under the run's lock: reconcile with the chain (chunks the
 * chain shows paid are never proposed) → the Safe's queue (`queue`) → for each chunk still `pending`, rechecked and
 * simulated as if approved, one Safe transaction (its exact approval and the chunk, together through MultiSend when
 * both are needed), stored `signing` with a `proposal` attempt before the host is asked, `submitted` with its
 * `safeTxHash` once proposed. Proposed chunks
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
  if ((await config.sender.shape(parameters.run)).attempt !== 'proposal') {
    throw new BulkSendError('This sender cannot propose Safe transactions', {
      details: `sender kind ${config.sender.kind} does not propose`,
      messageKey: 'bulkSendCannotPropose',
    });
  }
  const { queue } = parameters;
  return driveRun(config, {
    run: parameters.run,
    onProgress: parameters.onProgress,
    again: parameters.again,
    beforeSubmit: queue
      ? async (run, pending) => {
          const unpaid = new Set(
            run.chunks
              .filter((chunk) => pending.has(chunk.index))
              .flatMap((chunk) => run.lines.slice(chunk.start, chunk.start + chunk.count).map((line) => line.line)),
          );
          const held = queuedLinesOf(run, await queue())
            .map((queued) => ({ ...queued, lines: queued.lines.filter((line) => unpaid.has(line)) }))
            .filter((queued) => queued.lines.length > 0);
          if (held.length > 0) throw new SafeQueueHoldsLinesError(held);
        }
      : undefined,
  });
}
