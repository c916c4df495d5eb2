import { applyFinality } from '../bulkSend/applyFinality.js';
import { assetOf } from '../bulkSend/assetOf.js';
import { attemptFeeFields } from '../bulkSend/attemptFeeFields.js';
import { awaitChunkOutcome } from '../bulkSend/awaitChunkOutcome.js';
import type { BulkSendConfig, SendBundlesOptions } from '../bulkSend/BulkSendConfig.js';
import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun, RunApproval, RunChunk, TransactionAttempt } from '../bulkSend/BulkSendRun.js';
import { bundledChunkFee, bundleFeeGas, EIP5792_DEFAULT_MAX_CALLS } from '../bulkSend/bundleFeeGas.js';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import { chunkGasFormula } from '../bulkSend/chunkGasFormula.js';
import { emitRunEvent } from '../bulkSend/emitRunEvent.js';
import { awaitApprovalsInFlight } from '../bulkSend/ensureRunApproval.js';
import { isUserRejection } from '../bulkSend/isUserRejection.js';
import { pollOptionsOf } from '../bulkSend/pollOptionsOf.js';
import type { ApprovalStep, AssetHoldings } from '../bulkSend/RunAsset.js';
import type { RunCallsRequest } from '../bulkSend/RunSender.js';
import { readChunkPaid } from '../bulkSend/readChunkPaid.js';
import { readGasFees } from '../bulkSend/readGasFees.js';
import { readNonce } from '../bulkSend/readNonce.js';
import { readNonces } from '../bulkSend/readNonces.js';
import { reconcileApprovals } from '../bulkSend/reconcileApprovals.js';
import { reconcileChunk } from '../bulkSend/reconcileChunk.js';
import { rpc } from '../bulkSend/rpc.js';
import { saveRun } from '../bulkSend/saveRun.js';
import { simulateChunk } from '../bulkSend/simulateChunk.js';
import { TransactionOutcomeUnknownError } from '../bulkSend/TransactionOutcomeUnknownError.js';
import { unpaidTotal } from '../bulkSend/unpaidTotal.js';
import { withBundleStatusCache } from '../bulkSend/withBundleStatusCache.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { pollUntil } from '../transactions/pollUntil.js';
import { simulateWithApproval } from './simulateWithApproval.js';

/** Gas of one approval when the node cannot estimate it. */
const APPROVE_GAS_FALLBACK = 60_000n;

/**
 * The EIP-5792 path of `sendRun` (caller holds the lock, reconciled the run and checked holdings; the sender reported
 * atomic batching for the run's chain): chunks in flight are awaited first, then the approval and as many unpaid
 * chunks as the sender's `maxCalls` allows go in one `wallet_sendCalls`, then the next chunks in the next bundle.
 * Each bundle is stored before the wallet is asked (every attempt carries the bundle's id), followed with
 * `wallet_getCallsStatus`, and settled from the chain (receipts, `batchSent`). Returns when no wanted chunk is left
 * pending (or a chunk is still in flight: `sendRun`'s own pass handles it).
 * @throws like `sendRun`; a failed bundle: BulkSendError `CallsFailed` (its chunks pending, same batch ids)
 */
export async function sendBundles(
  config: BulkSendConfig,
  run: BulkSendRun,
  options: SendBundlesOptions,
  feePercent: number,
): Promise<void> {
  const wanted = (chunk: RunChunk) => !options.chunks || options.chunks.includes(chunk.index);
  for (const chunk of run.chunks) {
    if (chunk.status === 'confirmed' || chunk.status === 'pending') continue;
    const status = await awaitChunkOutcome(config, run, chunk);
    if (status === 'confirmed') await applyFinality(config, run);
    await saveRun(config, run);
    if (status !== 'confirmed' && status !== 'pending') return;
  }
  // Most chunks one bundle carries: halved each time the wallet answers 5740 (too large), down to one.
  let most = Number.POSITIVE_INFINITY;
  for (;;) {
    const open = run.chunks.filter((chunk) => chunk.status === 'pending' && wanted(chunk));
    if (open.length === 0 || options.signal?.aborted) return;
    // A bundle whose chunks all turned out paid sends nothing; one that settled none of them leaves them to the pass.
    const before = open.filter((chunk) => chunk.status === 'pending').length;
    const smaller = await sendBundle(config, run, open, options, feePercent, most);
    if (smaller !== undefined) {
      most = smaller;
      continue;
    }
    if (open.filter((chunk) => chunk.status === 'pending').length >= before) return;
  }
}

async function sendBundle(
  config: BulkSendConfig,
  run: BulkSendRun,
  candidates: RunChunk[],
  options: SendBundlesOptions,
  feePercent: number,
  most: number,
): Promise<number | undefined> {
  const { onProgress } = options;
  const asset = assetOf(config, run);
  await awaitApprovalsInFlight(config, run);
  const needed = unpaidTotal(run);
  let steps: ApprovalStep[] = [];
  if (options.approve && run.token && asset.standard !== 'native' && needed > 0n) {
    steps = asset.approvalSteps(await asset.readHoldings(config, run, []), needed);
  }
  const room = Math.min(most, Math.max(1, (config.sender.maxCalls ?? EIP5792_DEFAULT_MAX_CALLS) - steps.length));
  const fees = await readGasFees(config);

  // Each chunk checked before anything is asked: simulated when the approval already exists; with the approval in
  // the bundle, the holdings are checked as if approved and the call runs under a state override of the approval
  // (where the node takes one); its gas is then the formula (eth_estimateGas takes no override on Hardhat and others).
  const planned: { chunk: RunChunk; data: `0x${string}`; value: bigint; gas: bigint }[] = [];
  let skipped = false;
  for (const chunk of candidates.slice(0, room)) {
    emitRunEvent(onProgress, { type: 'chunk', step: 'simulating', chunkIndex: chunk.index, run });
    try {
      if (steps.length === 0) {
        const { gas, data } = await simulateChunk(config, { run, chunkIndex: chunk.index });
        planned.push({ chunk, data, gas, value: asset.chunkCall(run, chunk).value });
        continue;
      }
      if (await readChunkPaid(config, run, chunk)) {
        throw new ChunkSimulationError({
          chunkIndex: chunk.index,
          reason: 'alreadySent',
          errorName: 'BatchAlreadySent',
          args: [run.sender, chunk.batchId],
        });
      }
      const holdings = await asset.readHoldings(config, run, run.lines.slice(chunk.start, chunk.start + chunk.count));
      const approved: AssetHoldings =
        holdings.approvedForAll === undefined
          ? { ...holdings, allowance: needed }
          : { ...holdings, approvedForAll: true };
      asset.checkChunk(run, chunk, approved);
      // The call itself, as if the approval had run (a recipient that reverts or cannot take an NFT, by its line).
      await simulateWithApproval(config, run, chunk, approved, needed);
      const { data, value } = asset.chunkCall(run, chunk);
      planned.push({
        chunk,
        data,
        value,
        gas: chunkGasFormula(asset, run, chunk),
      });
    } catch (error) {
      if (error instanceof ChunkSimulationError && error.reason === 'alreadySent') {
        // Paid meanwhile (another device): settled from the chain, left out of the bundle.
        await reconcileChunk(config, run, chunk, await readNonces(config, run.sender));
        await applyFinality(config, run);
        await saveRun(config, run);
        emitRunEvent(onProgress, { type: 'chunk', step: 'skipped', chunkIndex: chunk.index, run });
        skipped = true;
        continue;
      }
      if (planned.length === 0) throw error;
      break; // the chunks before it go now; this one fails on its own in the next bundle
    }
  }
  if (planned.length === 0) return undefined;
  if (steps.length > 0 && skipped) {
    // Some chunks turned out paid: the approval covers exactly what is still unpaid.
    steps = asset.approvalSteps(await asset.readHoldings(config, run, []), unpaidTotal(run));
  }

  const token = run.token as `0x${string}`;
  const approvalCalls = steps.map((step) => ({ step, data: asset.approvalData(run, step) }));
  const approvalGas = await Promise.all(
    approvalCalls.map(({ data }) =>
      rpc(config.reader, 'eth_estimateGas', [{ from: run.sender, to: token, data }]).then(
        (hex) => hexToBigInt(hex),
        () => APPROVE_GAS_FALLBACK,
      ),
    ),
  );
  const bundleGas = bundleFeeGas([...approvalGas, ...planned.map((p) => p.gas)]);
  const feeOf = (chunkGas: bigint) =>
    bundledChunkFee({ chunkGas, bundleGas, gasPrice: fees.expectedGasPrice, feePercent });
  const nonce = await readNonce(config, { sender: run.sender, blockTag: 'pending' });
  const id = randomBundleId();
  const count = approvalCalls.length + planned.length;
  const attemptOf = (index: number, gas: bigint, value: bigint): TransactionAttempt => ({
    requestedAt: config.now(),
    nonce,
    gasLimit: gas,
    value,
    calls: { id, index, count },
    ...attemptFeeFields(fees),
  });

  // Stored before the wallet is asked: every call of the bundle carries its id, so a reload follows it.
  const approvals: RunApproval[] = approvalCalls.map(({ step }, i) => ({
    kind: step.kind,
    amount: step.amount,
    status: 'signing',
    attempt: attemptOf(i, approvalGas[i] ?? APPROVE_GAS_FALLBACK, 0n),
  }));
  run.approvals.push(...approvals);
  planned.forEach(({ chunk, gas, value }, i) => {
    chunk.attempts.push(attemptOf(approvalCalls.length + i, gas, value + feeOf(gas)));
    chunk.status = 'signing';
    chunk.fee = feeOf(gas);
    delete chunk.lastError;
  });
  await saveRun(config, run);
  for (const step of steps) {
    emitRunEvent(onProgress, { type: 'approval', step: 'signing', kind: step.kind, amount: step.amount, run });
  }
  for (const { chunk } of planned) {
    emitRunEvent(onProgress, { type: 'chunk', step: 'signing', chunkIndex: chunk.index, run });
  }
  const undo = async (outcome?: { error: unknown }) => {
    for (const approval of approvals) {
      if (!outcome) run.approvals.splice(run.approvals.indexOf(approval), 1);
      else {
        approval.status = 'failed';
        approval.attempt.outcome = 'rejected';
      }
    }
    for (const { chunk } of planned) {
      if (!outcome) chunk.attempts.pop();
      else {
        const attempt = chunk.attempts.at(-1) as TransactionAttempt;
        attempt.outcome = 'rejected';
        attempt.error = String((outcome.error as { message?: unknown })?.message ?? outcome.error);
      }
      chunk.status = 'pending';
    }
    await saveRun(config, run);
  };
  try {
    // The wallet's chain and account, read immediately before the request.
    await config.sender.assertReady(run);
  } catch (error) {
    await undo();
    throw error;
  }
  const request: RunCallsRequest = {
    id,
    chainId: run.chainId,
    from: run.sender,
    calls: [
      ...approvalCalls.map(({ data }) => ({ to: token, data, value: 0n })),
      ...planned.map(({ data, value, gas }) => ({ to: run.bulkSend, data, value: value + feeOf(gas) })),
    ],
  };
  let walletError: unknown = null;
  try {
    await config.sender.sendCalls?.(request);
  } catch (error) {
    if (isUserRejection(error)) {
      await undo({ error });
      const rejected = new UserRejectedRequestError('wallet_sendCalls', error);
      for (const { chunk } of planned) chunk.lastError = { name: rejected.name, message: rejected.message };
      await saveRun(config, run);
      throw rejected;
    }
    if (error instanceof BulkSendError && (error.errorName === 'CallsTooLarge' || error.errorName === 'CallsRefused')) {
      // Refused, nothing taken: the attempts are withdrawn. Too large → half as many chunks, down to one; at one, or
      // refused outright (the sender stops reporting atomic batching) → one transaction at a time, said in words.
      await undo();
      if (error.errorName === 'CallsTooLarge' && planned.length > 1) return Math.floor(planned.length / 2);
      config.sender.stopBundling?.(run);
      throw error;
    }
    // Any other error: the wallet may have taken it. Its id is stored: the wallet's status or the chain settles it.
    walletError = error;
  }
  if (walletError === null) {
    for (const approval of approvals) approval.status = 'submitted';
    for (const { chunk } of planned) {
      chunk.status = 'submitted';
      (chunk.attempts.at(-1) as TransactionAttempt).submittedAt = config.now();
    }
    await saveRun(config, run);
    for (const step of steps) {
      emitRunEvent(onProgress, { type: 'approval', step: 'submitted', kind: step.kind, amount: step.amount, run });
    }
    for (const { chunk } of planned) {
      emitRunEvent(onProgress, { type: 'chunk', step: 'submitted', chunkIndex: chunk.index, run });
    }
  }

  // Follow the bundle until the wallet says it is settled (or no longer knows it) or the chain has every chunk of it
  // (a wallet may say "pending" long after its bundle is mined), then read the chain.
  const settled = await pollUntil(async () => {
    const status = await config.sender.callsStatus?.(id);
    if (status === undefined || status === null || status.status >= 200) return true;
    const paid = await Promise.all(planned.map(({ chunk }) => readChunkPaid(config, run, chunk)));
    return paid.every(Boolean) ? true : undefined;
  }, pollOptionsOf(config));
  const nonces = await readNonces(config, run.sender);
  const pass = withBundleStatusCache(config); // one status read for the bundle, not one per call
  // Chunks first: a chunk of this atomic bundle paid on chain says its approval ran too.
  for (const { chunk } of planned) await reconcileChunk(pass, run, chunk, nonces);
  await reconcileApprovals(pass, run, nonces);
  await applyFinality(config, run);
  await saveRun(config, run);
  for (const approval of approvals) {
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
  for (const { chunk } of planned) {
    if (chunk.status !== 'confirmed') continue;
    emitRunEvent(onProgress, {
      type: 'chunk',
      step: 'confirmed',
      chunkIndex: chunk.index,
      ...(chunk.receipt ? { hash: chunk.receipt.hash } : {}),
      run,
    });
  }
  const unpaid = planned.map((p) => p.chunk).find((chunk) => chunk.status !== 'confirmed');
  if (!unpaid) return undefined;
  if (!settled.done) {
    throw new BulkSendError(`Chunk ${unpaid.index + 1} is not mined yet`, {
      details: `bundle ${id} not settled within ${config.confirmTimeoutMs} ms; its chunks stay submitted`,
      messageKey: 'bulkSendChunkNotMined',
      messageParams: { chunk: String(unpaid.index + 1) },
    });
  }
  if (unpaid.status === 'unknown' || unpaid.status === 'signing') {
    throw new TransactionOutcomeUnknownError(unpaid.index, walletError);
  }
  if (walletError !== null) {
    throw new BulkSendError(`The wallet failed to send chunk ${unpaid.index + 1}; it is not paid`, {
      details: `bundle ${id} was not taken`,
      cause: walletError,
      messageKey: 'bulkSendWalletFailed',
      messageParams: { chunk: String(unpaid.index + 1) },
    });
  }
  const status = await config.sender.callsStatus?.(id).catch(() => null);
  throw new BulkSendError(`The wallet's bundle failed; chunk ${unpaid.index + 1} is not paid`, {
    errorName: 'CallsFailed',
    messageKey: 'bulkSendCallsFailed',
    messageParams: { status: String(status?.status ?? 'unknown') },
    details: `bundle ${id}: ${unpaid.lastError?.message ?? 'not paid on chain'}`,
  });
}

/** A fresh bundle id: 32 random bytes, hex (EIP-5792 lets the app name its bundle; unique per sender). */
function randomBundleId(): `0x${string}` {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
