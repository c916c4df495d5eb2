import { bulkSendFee } from '@fanout/batch-core';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { assetOf } from './assetOf.js';
import { attemptFeeFields } from './attemptFeeFields.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk, TransactionAttempt } from './BulkSendRun.js';
import { emitRunEvent } from './emitRunEvent.js';
import { isUserRejection } from './isUserRejection.js';
import type { OnRunEvent } from './RunEvent.js';
import { readGasFees } from './readGasFees.js';
import { readNonce } from './readNonce.js';
import { recordActualNonce } from './recordActualNonce.js';
import { assertReadyForAttempt, recordChunkAttempt } from './recordChunkAttempt.js';
import { saveRun } from './saveRun.js';
import { simulateChunk } from './simulateChunk.js';

/**
 * Simulates, stores "about to sign", checks the sender's chain and account (`RunSender.assertReady`), asks the sender
 * (with the run's chain id in the request), stores the hash (caller holds the lock; chunk is pending and
 * reconciled). Returns 'submitted' with a hash, or 'ambiguous' when the wallet failed after it may have broadcast
 * (the chunk is then `unknown` and must be settled from the chain, never resent).
 * @throws ChunkSimulationError (nothing signed), WalletMismatchError (nothing asked; chunk pending again),
 *   UserRejectedRequestError (chunk pending again)
 */
export async function sendChunkUnlocked(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  feePercent: number,
  onProgress: OnRunEvent | undefined,
): Promise<{ kind: 'submitted'; hash: `0x${string}` } | { kind: 'ambiguous'; error: unknown }> {
  emitRunEvent(onProgress, { type: 'chunk', step: 'simulating', chunkIndex: chunk.index, run });
  const { gas, data } = await simulateChunk(config, { run, chunkIndex: chunk.index });
  const amounts = assetOf(config, run).chunkCall(run, chunk).value;
  const [fees, nonce] = await Promise.all([
    readGasFees(config),
    readNonce(config, { sender: run.sender, blockTag: 'pending' }),
  ]);
  // The operator fee is batch-core's formula at today's gas price (base fee + priority fee, or the legacy price). It
  // stays far above the contract's minFee() (gas price × gas × feePercent / 100) even if the price rises many times
  // over before the block, so no headroom is charged; the gas limit is the estimate itself, as the formula assumes.
  const pricedAt = fees.expectedGasPrice;
  const fee = bulkSendFee({ gasEstimate: gas, gasPrice: pricedAt, feePercent });
  const value = amounts + fee;
  const attempt: TransactionAttempt = {
    requestedAt: config.now(),
    nonce,
    gasLimit: gas,
    value,
    ...attemptFeeFields(fees),
  };
  await recordChunkAttempt(config, { run, chunk, attempt, fee, onProgress });
  await assertReadyForAttempt(config, run, chunk);
  let hash: `0x${string}`;
  try {
    hash = await config.sender.sendTransaction({
      chainId: run.chainId,
      from: run.sender,
      to: run.bulkSend,
      data,
      value,
      gas,
      fees,
    });
  } catch (error) {
    attempt.error = String((error as { message?: unknown })?.message ?? error);
    if (isUserRejection(error)) {
      attempt.outcome = 'rejected';
      chunk.status = 'pending';
      const rejected = new UserRejectedRequestError('eth_sendTransaction', error);
      chunk.lastError = { name: rejected.name, message: rejected.message };
      await saveRun(config, run);
      throw rejected;
    }
    // -32603 and friends: the wallet may have broadcast before failing. Never resend on this path.
    attempt.outcome = 'error';
    chunk.status = 'unknown';
    await saveRun(config, run);
    return { kind: 'ambiguous', error };
  }
  attempt.hash = hash;
  attempt.submittedAt = config.now();
  chunk.status = 'submitted';
  await saveRun(config, run);
  await recordActualNonce(config, attempt);
  await saveRun(config, run);
  emitRunEvent(onProgress, { type: 'chunk', step: 'submitted', chunkIndex: chunk.index, hash, run });
  return { kind: 'submitted', hash };
}
