import { NotATokenError } from '../errors/NotATokenError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { pollUntil } from '../transactions/pollUntil.js';
import { waitForTransactionReceipt } from '../transactions/waitForTransactionReceipt.js';
import { assertWalletMatchesRun } from './assertWalletMatchesRun.js';
import { assetOf } from './assetOf.js';
import { attemptFeeFields } from './attemptFeeFields.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun, RunApproval } from './BulkSendRun.js';
import { emitRunEvent } from './emitRunEvent.js';
import { isUserRejection } from './isUserRejection.js';
import { pollOptionsOf } from './pollOptionsOf.js';
import type { ApprovalStep } from './RunAsset.js';
import type { OnRunEvent } from './RunEvent.js';
import { randomSubmissionId } from './randomSubmissionId.js';
import { readGasFees } from './readGasFees.js';
import { readNonce } from './readNonce.js';
import { readNonces } from './readNonces.js';
import { reconcileApprovals } from './reconcileApprovals.js';
import { rpc } from './rpc.js';
import { runReceiptOf } from './runReceiptOf.js';
import { saveRun } from './saveRun.js';
import { unpaidTotal } from './unpaidTotal.js';

/**
 * Makes BulkSend's approval cover the unpaid chunks (caller holds the lock), as the run's asset says: ERC-20 `approve`
 * sets rather than adds, and USDT-style tokens refuse to change a non-zero allowance to another non-zero one, so a
 * non-zero allowance that is too low is first reset to 0; NFTs need BulkSend as an approved operator
 * (`setApprovalForAll`). Each approval is stored before the sender is asked (its chain and account checked
 * immediately before, the run's chain id in the request), and its receipt awaited (the package's receipt waiter).
 * @throws NotATokenError (no code at the token: nothing asked), WalletMismatchError (nothing asked),
 *   UserRejectedRequestError, BulkSendError, ReceiptTimeoutError
 * Returns the hashes sent (none when the approval already sufficed or the asset is the native coin).
 */
export async function ensureRunApproval(
  config: BulkSendConfig,
  run: BulkSendRun,
  onProgress?: OnRunEvent,
): Promise<`0x${string}`[]> {
  const asset = assetOf(config, run);
  if (!run.token || asset.standard === 'native') return [];
  const needed = unpaidTotal(run);
  if (needed === 0n) return [];
  await awaitApprovalsInFlight(config, run);
  const holdings = await asset.readHoldings(config, run, []);
  // An approval of an address without code succeeds on chain and approves nothing: named before the wallet is asked.
  if (!holdings.hasCode) throw new NotATokenError(run.token);
  const hashes: `0x${string}`[] = [];
  for (const step of asset.approvalSteps(holdings, needed))
    hashes.push(await sendApproval(config, run, step, onProgress));
  return hashes;
}

/**
 * Sends one approval transaction of the run's token through the config's sender (a `transaction` submission of its
 * one call) and awaits its receipt (caller holds
 * the lock). Also what `revokeApproval` sends.
 * @throws WalletMismatchError (nothing asked), UserRejectedRequestError, BulkSendError (refused or reverted),
 *   ReceiptTimeoutError (the approval stays `submitted`; a later run awaits it)
 */
export async function sendApproval(
  config: BulkSendConfig,
  run: BulkSendRun,
  step: ApprovalStep,
  onProgress: OnRunEvent | undefined,
): Promise<`0x${string}`> {
  const token = run.token as `0x${string}`;
  const data = assetOf(config, run).approvalData(run, step);
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
    // The sender's chain and account, read immediately before the request.
    await assertWalletMatchesRun(config, run);
  } catch (error) {
    run.approvals.splice(run.approvals.indexOf(approval), 1);
    await saveRun(config, run);
    throw error;
  }
  let hash: `0x${string}`;
  try {
    const submitted = await config.sender.submit({
      attempt: 'transaction',
      id: randomSubmissionId(),
      chainId: run.chainId,
      from: run.sender,
      calls: [{ to: token, data, value: 0n, gas }],
      fees,
      run,
      chunks: [],
    });
    if (!submitted.hash) throw new Error('the sender answered without a transaction hash');
    hash = submitted.hash;
  } catch (error) {
    approval.status = 'failed';
    approval.attempt.outcome = isUserRejection(error) ? 'rejected' : 'error';
    approval.attempt.error = String((error as { message?: unknown })?.message ?? error);
    await saveRun(config, run);
    if (isUserRejection(error)) throw new UserRejectedRequestError('eth_sendTransaction', error);
    throw new BulkSendError('Approval failed', {
      details: `${step.kind}(${step.amount}) failed`,
      cause: error,
      messageKey: 'bulkSendApprovalFailed',
    });
  }
  approval.attempt.hash = hash;
  approval.attempt.submittedAt = config.now();
  approval.status = 'submitted';
  await saveRun(config, run);
  emitRunEvent(onProgress, { type: 'approval', step: 'submitted', kind: step.kind, amount: step.amount, hash, run });
  const receipt = runReceiptOf(await waitForTransactionReceipt(config.reader, hash, pollOptionsOf(config)));
  approval.receipt = receipt;
  approval.status = receipt.success ? 'confirmed' : 'failed';
  await saveRun(config, run);
  if (!receipt.success) {
    throw new BulkSendError('Approval failed', {
      errorName: 'ApproveReverted',
      details: `approve ${hash} reverted`,
      messageKey: 'bulkSendApprovalReverted',
      messageParams: { hash },
    });
  }
  emitRunEvent(onProgress, { type: 'approval', step: 'confirmed', kind: step.kind, amount: step.amount, hash, run });
  return hash;
}

/**
 * An approval sent in an earlier session and not settled yet is awaited first: reading the allowance before it is
 * mined would send a second approval, which a USDT-style token refuses (non-zero over non-zero).
 */
export async function awaitApprovalsInFlight(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  const inFlight = () => run.approvals.some((a) => a.status === 'signing' || a.status === 'submitted');
  if (inFlight()) {
    await pollUntil(async () => {
      const nonces = await readNonces(config, run.sender);
      await reconcileApprovals(config, run, nonces);
      for (const approval of run.approvals) {
        // Asked, never broadcast (the page died before the wallet answered, nothing waits at its nonce).
        // (A bundle's approval is settled by following the bundle: reconcileApprovals.)
        const idle = nonces.pending <= approval.attempt.nonce && !approval.attempt.calls;
        if (approval.status === 'signing' && !approval.attempt.hash && idle) {
          approval.status = 'failed';
          approval.attempt.outcome = 'dropped';
        }
      }
      return inFlight() ? undefined : true;
    }, pollOptionsOf(config));
  }
  await saveRun(config, run);
}
