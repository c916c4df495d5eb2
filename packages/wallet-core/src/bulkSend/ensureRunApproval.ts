import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { assertWalletMatchesRun } from './assertWalletMatchesRun.js';
import { attemptFeeFields } from './attemptFeeFields.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun, RunApproval } from './BulkSendRun.js';
import { erc20Interface } from './contractInterfaces.js';
import { emitRunEvent } from './emitRunEvent.js';
import { isUserRejection } from './isUserRejection.js';
import type { OnRunEvent } from './RunEvent.js';
import { readGasFees } from './readGasFees.js';
import { readNonce } from './readNonce.js';
import { readNonces } from './readNonces.js';
import { readReceipt } from './readReceipt.js';
import { readTokenState } from './readTokenState.js';
import { reconcileApprovals } from './reconcileApprovals.js';
import { rpc } from './rpc.js';
import { saveRun } from './saveRun.js';
import { toQuantity } from './toQuantity.js';
import { transactionFeeFields } from './transactionFeeFields.js';
import { unpaidTotal } from './unpaidTotal.js';

/**
 * Makes the allowance exactly cover the unpaid chunks (caller holds the lock). ERC-20 `approve` sets rather than
 * adds, and USDT-style tokens refuse to change a non-zero allowance to another non-zero one: a non-zero allowance
 * that is too low is first reset to 0. Each approval is stored before the wallet is asked (its chain and account read
 * immediately before, the run's chain id in the request), and awaited.
 * @throws WalletMismatchError (nothing asked), UserRejectedRequestError, BulkSendError
 * Returns the hashes sent (none when the allowance already sufficed or the token is the native coin).
 */
export async function ensureRunApproval(
  config: BulkSendConfig,
  run: BulkSendRun,
  onProgress?: OnRunEvent,
): Promise<`0x${string}`[]> {
  if (!run.token) return [];
  const needed = unpaidTotal(run);
  if (needed === 0n) return [];
  await awaitApprovalsInFlight(config, run);
  const state = await readTokenState(config, { token: run.token, owner: run.sender, spender: run.bulkSend });
  if (state.allowance >= needed) return [];
  const steps: { kind: 'reset' | 'approve'; amount: bigint }[] = [];
  if (state.allowance > 0n) steps.push({ kind: 'reset', amount: 0n });
  steps.push({ kind: 'approve', amount: needed });
  const hashes: `0x${string}`[] = [];
  for (const step of steps) hashes.push(await approveOnce(config, run, step, onProgress));
  return hashes;
}

async function approveOnce(
  config: BulkSendConfig,
  run: BulkSendRun,
  step: { kind: 'reset' | 'approve'; amount: bigint },
  onProgress: OnRunEvent | undefined,
): Promise<`0x${string}`> {
  const token = run.token as string;
  const data = erc20Interface.encodeFunctionData('approve', [run.bulkSend, step.amount]);
  const [fees, gasHex, nonce] = await Promise.all([
    readGasFees(config),
    rpc(config.reader, 'eth_estimateGas', [{ from: run.sender, to: token, data }]),
    readNonce(config, { sender: run.sender, blockTag: 'pending' }),
  ]);
  const gas = hexToBigInt(gasHex);
  const approval: RunApproval = {
    kind: step.kind,
    amount: step.amount,
    status: 'signing',
    attempt: { requestedAt: config.now(), nonce, gasLimit: gas, value: 0n, ...attemptFeeFields(fees) },
  };
  run.approvals.push(approval);
  await saveRun(config, run);
  emitRunEvent(onProgress, { type: 'approval', step: 'signing', kind: step.kind, amount: step.amount, run });
  try {
    // The wallet's chain and account, read immediately before the request.
    await assertWalletMatchesRun(config, run);
  } catch (error) {
    run.approvals.splice(run.approvals.indexOf(approval), 1);
    await saveRun(config, run);
    throw error;
  }
  let hash: `0x${string}`;
  try {
    hash = await rpc<`0x${string}`>(config.provider, 'eth_sendTransaction', [
      {
        chainId: toQuantity(run.chainId),
        from: run.sender,
        to: token,
        data,
        gas: toQuantity(gas),
        ...transactionFeeFields(fees),
      },
    ]);
  } catch (error) {
    approval.status = 'failed';
    approval.attempt.outcome = isUserRejection(error) ? 'rejected' : 'error';
    approval.attempt.error = String((error as { message?: unknown })?.message ?? error);
    await saveRun(config, run);
    if (isUserRejection(error)) throw new UserRejectedRequestError('eth_sendTransaction', error);
    throw new BulkSendError('Approval failed', { details: `approve(${step.amount}) failed`, cause: error });
  }
  approval.attempt.hash = hash;
  approval.attempt.submittedAt = config.now();
  approval.status = 'submitted';
  await saveRun(config, run);
  emitRunEvent(onProgress, { type: 'approval', step: 'submitted', kind: step.kind, amount: step.amount, hash, run });
  let delay = config.pollIntervalMs;
  const deadline = config.now() + config.confirmTimeoutMs;
  for (;;) {
    let receipt = null;
    try {
      receipt = await readReceipt(config, hash);
      delay = config.pollIntervalMs;
    } catch {
      delay = Math.min(delay * 2, config.maxPollIntervalMs);
    }
    if (receipt) {
      approval.receipt = receipt;
      approval.status = receipt.success ? 'confirmed' : 'failed';
      await saveRun(config, run);
      if (!receipt.success) {
        throw new BulkSendError('Approval failed', {
          errorName: 'ApproveReverted',
          details: `approve ${hash} reverted`,
        });
      }
      emitRunEvent(onProgress, {
        type: 'approval',
        step: 'confirmed',
        kind: step.kind,
        amount: step.amount,
        hash,
        run,
      });
      return hash;
    }
    if (config.now() > deadline) {
      throw new BulkSendError('Network error', { details: `approval ${hash} not mined in time` });
    }
    await config.sleep(delay);
  }
}

/**
 * An approval sent in an earlier session and not settled yet is awaited first: reading the allowance before it is
 * mined would send a second approval, which a USDT-style token refuses (non-zero over non-zero).
 */
async function awaitApprovalsInFlight(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  const deadline = config.now() + config.confirmTimeoutMs;
  let delay = config.pollIntervalMs;
  while (run.approvals.some((a) => a.status === 'signing' || a.status === 'submitted')) {
    try {
      const nonces = await readNonces(config, run.sender);
      await reconcileApprovals(config, run, nonces);
      for (const approval of run.approvals) {
        // Asked, never broadcast (the page died before the wallet answered, nothing waits at its nonce).
        if (approval.status === 'signing' && !approval.attempt.hash && nonces.pending <= approval.attempt.nonce) {
          approval.status = 'failed';
          approval.attempt.outcome = 'dropped';
        }
      }
      delay = config.pollIntervalMs;
    } catch {
      delay = Math.min(delay * 2, config.maxPollIntervalMs);
    }
    if (config.now() > deadline) break;
    if (run.approvals.some((a) => a.status === 'signing' || a.status === 'submitted')) await config.sleep(delay);
  }
  await saveRun(config, run);
}
