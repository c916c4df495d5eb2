import { bulkSendFee } from '@fanout/batch-core';
import { NotATokenError } from '../errors/NotATokenError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { applyFinality } from './applyFinality.js';
import { assertWalletMatchesRun } from './assertWalletMatchesRun.js';
import { assetOf } from './assetOf.js';
import { attemptFeeFields } from './attemptFeeFields.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { BulkSendError } from './BulkSendError.js';
import type { BulkSendRun, RunApproval, RunChunk, TransactionAttempt } from './BulkSendRun.js';
import { bundledChunkFee, bundleFeeGas } from './bundleFeeGas.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { chunkGasFormula } from './chunkGasFormula.js';
import { emitRunEvent } from './emitRunEvent.js';
import { awaitApprovalsInFlight } from './ensureRunApproval.js';
import { isUserRejection } from './isUserRejection.js';
import type { ApprovalStep, AssetHoldings } from './RunAsset.js';
import type { OnRunEvent } from './RunEvent.js';
import type { RunCall, RunSenderShape, RunSubmission, RunSubmitted } from './RunSender.js';
import { randomSubmissionId } from './randomSubmissionId.js';
import { readChunkPaid } from './readChunkPaid.js';
import { readGasFees } from './readGasFees.js';
import { readNonce } from './readNonce.js';
import { readNonces } from './readNonces.js';
import { reconcileChunk } from './reconcileChunk.js';
import { recordActualNonce } from './recordActualNonce.js';
import { rpc } from './rpc.js';
import { saveRun } from './saveRun.js';
import { simulateChunk } from './simulateChunk.js';
import { unpaidTotal } from './unpaidTotal.js';

/** Gas of one approval when the node cannot estimate it. */
const APPROVE_GAS_FALLBACK = 60_000n;

export type SubmitGroupOptions = {
  shape: RunSenderShape;
  /** Most chunks this submission may carry (halved after a `CallsTooLarge`). */
  most: number;
  feePercent: number;
  /** Put the approval in the submission when it is short (not for `transaction`: its approval goes alone first). */
  approve: boolean;
  onProgress: OnRunEvent | undefined;
  /** Chunks already announced as paid in this call. */
  shown: Set<number>;
  /** The chunk the run stops at, when it stops. */
  failing: { chunk?: RunChunk };
};

/** What one submission left: a smaller size to try, or its chunks and approvals to follow on the chain. */
export type SubmitGroupOutcome = {
  smaller?: number;
  follow?: {
    chunks: RunChunk[];
    approvals: RunApproval[];
    /** An error after which the sender may still have taken it (settled from the chain). */
    walletError: unknown;
  };
};

type Planned = { chunk: RunChunk; data: `0x${string}`; value: bigint; gas: bigint };

/**
 * One submission of the engine loop, for any sender (caller holds the lock, reconciled the run): the next unpaid
 * chunks as the sender's shape takes them, each rechecked against the chain (paid meanwhile: skipped) and simulated
 * (with the approval of the submission in place when it goes with them: `simulateWithApproval`), the approval calls
 * (`bundle`: the run's, in the first submission; `proposal`: exactly the submission's own amounts), every attempt
 * stored BEFORE the sender is asked, `assertReady`, then `RunSender.submit`. A refusal puts the chunks back to
 * `pending`; a refusal of the submission itself halves it (`CallsTooLarge`) or stops (`CallsRefused`); any other
 * error leaves it to the chain (`transaction`: `unknown`; `bundle`: followed by its id; `proposal`: followed as
 * proposed, the error thrown).
 * @throws ChunkSimulationError, WalletMismatchError (nothing asked; attempts withdrawn), UserRejectedRequestError (or
 *   the sender's own refusal error), BulkSendError, NotATokenError
 */
export async function submitGroup(
  config: BulkSendConfig,
  run: BulkSendRun,
  candidates: RunChunk[],
  options: SubmitGroupOptions,
): Promise<SubmitGroupOutcome> {
  const { shape, onProgress } = options;
  const kind = shape.attempt;
  const asset = assetOf(config, run);

  // The approval that goes in this submission (not for `transaction`: it went alone before).
  let steps: ApprovalStep[] = [];
  const needed = unpaidTotal(run);
  if (options.approve && run.token && asset.standard !== 'native' && needed > 0n) {
    await awaitApprovalsInFlight(config, run);
    const holdings = await asset.readHoldings(config, run, []);
    // An approval of an address without code succeeds on chain and approves nothing: named before anything is asked.
    if (!holdings.hasCode) throw new NotATokenError(run.token);
    steps = asset.approvalSteps(holdings, needed);
  }
  const room = Math.max(
    1,
    Math.min(options.most, shape.maxChunks, kind === 'transaction' ? 1 : shape.maxCalls - steps.length),
  );

  // Each chunk rechecked and simulated before anything is asked.
  const planned: Planned[] = [];
  let skipped = false;
  for (const chunk of candidates.slice(0, room)) {
    if (kind === 'transaction') {
      // Right before this chunk: paid meanwhile from another device? (Another tab cannot: it needs the lock.)
      await reconcileChunk(config, run, chunk, await readNonces(config, run.sender));
      if (chunk.status === 'confirmed') {
        await announceSkipped(config, run, chunk, options);
        continue;
      }
    }
    emitRunEvent(onProgress, { type: 'chunk', step: 'simulating', chunkIndex: chunk.index, run });
    try {
      planned.push(await simulate(config, run, chunk, steps.length > 0, needed));
    } catch (error) {
      if (error instanceof ChunkSimulationError && error.reason === 'alreadySent') {
        // Paid meanwhile (another device): settled from the chain, left out; the chain must show it paid too.
        await reconcileChunk(config, run, chunk, await readNonces(config, run.sender));
        if (chunk.status !== 'confirmed') {
          options.failing.chunk = chunk;
          throw error;
        }
        await announceSkipped(config, run, chunk, options);
        skipped = true;
        continue;
      }
      if (planned.length === 0) {
        options.failing.chunk = chunk;
        throw error;
      }
      break; // the chunks before it go now; this one fails on its own in the next submission
    }
    if (shape.maxGas !== undefined && planned.length > 1) {
      const total = planned.reduce((sum, p) => sum + p.gas, 0n);
      if (total > shape.maxGas) {
        planned.pop();
        break;
      }
    }
  }
  if (planned.length === 0) return {};
  if (steps.length > 0 && skipped) {
    // Some chunks turned out paid: the approval covers exactly what is still unpaid.
    steps = asset.approvalSteps(await asset.readHoldings(config, run, []), unpaidTotal(run));
  }
  if (kind === 'proposal' && steps.length > 0) {
    // A proposal approves exactly its own chunks, so the Safe's transactions may be executed in any order.
    const own = planned.reduce((sum, p) => sum + p.chunk.total, 0n);
    steps = steps.map((step) => (step.kind === 'approve' ? { ...step, amount: own } : step));
  }

  const token = run.token as `0x${string}`;
  const approvalCalls = steps.map((step) => ({ step, data: asset.approvalData(run, step) }));
  const [fees, approvalGas, nonce] = await Promise.all([
    readGasFees(config),
    Promise.all(
      approvalCalls.map(({ data }) =>
        rpc(config.reader, 'eth_estimateGas', [{ from: run.sender, to: token, data }]).then(
          (hex) => hexToBigInt(hex),
          () => APPROVE_GAS_FALLBACK,
        ),
      ),
    ),
    kind === 'proposal' ? Promise.resolve(0) : readNonce(config, { sender: run.sender, blockTag: 'pending' }),
  ]);
  // The operator fee is batch-core's formula at today's gas price. In a bundle, BulkSend's minFee() reads gasleft(),
  // which inside one transaction covers the calls after it: a bundled chunk's fee is raised where that asks more.
  const bundleGas = bundleFeeGas([...approvalGas, ...planned.map((p) => p.gas)]);
  const feeOf = (gas: bigint) =>
    kind === 'bundle'
      ? bundledChunkFee({ chunkGas: gas, bundleGas, gasPrice: fees.expectedGasPrice, feePercent: options.feePercent })
      : bulkSendFee({ gasEstimate: gas, gasPrice: fees.expectedGasPrice, feePercent: options.feePercent });
  const id = randomSubmissionId();
  const count = approvalCalls.length + planned.length;
  const attemptOf = (index: number, gas: bigint, value: bigint): TransactionAttempt => ({
    requestedAt: config.now(),
    nonce,
    ...(kind === 'proposal' ? { value, proposal: {} } : { gasLimit: gas, value, ...attemptFeeFields(fees) }),
    ...(kind === 'bundle' ? { calls: { id, index, count } } : {}),
  });

  // Stored before the sender is asked: a page that dies now leaves attempts a reconcile settles from the chain.
  const approvals: RunApproval[] =
    kind === 'bundle'
      ? approvalCalls.map(({ step }, i) => ({
          kind: step.kind,
          amount: step.amount,
          status: 'signing',
          attempt: attemptOf(i, approvalGas[i] ?? APPROVE_GAS_FALLBACK, 0n),
        }))
      : [];
  run.approvals.push(...approvals);
  const attempts = planned.map(({ chunk, gas, value }, i) => {
    const fee = feeOf(gas);
    const attempt = attemptOf(approvalCalls.length + i, gas, value + fee);
    chunk.attempts.push(attempt);
    chunk.status = 'signing';
    chunk.fee = fee;
    delete chunk.lastError;
    return attempt;
  });
  await saveRun(config, run);
  for (const approval of approvals) {
    emitRunEvent(onProgress, { type: 'approval', step: 'signing', kind: approval.kind, amount: approval.amount, run });
  }
  for (const { chunk } of planned) {
    emitRunEvent(onProgress, { type: 'chunk', step: 'signing', chunkIndex: chunk.index, run });
  }
  /** Nothing was taken: the attempts withdrawn (no outcome) or kept as refused / failed. */
  const undo = async (outcome?: { error: unknown; as: 'rejected' | 'error' }) => {
    for (const approval of approvals) {
      if (!outcome) run.approvals.splice(run.approvals.indexOf(approval), 1);
      else {
        approval.status = 'failed';
        approval.attempt.outcome = outcome.as;
      }
    }
    planned.forEach(({ chunk }, i) => {
      if (!outcome) chunk.attempts.pop();
      else {
        const attempt = attempts[i] as TransactionAttempt;
        attempt.outcome = outcome.as;
        attempt.error = String((outcome.error as { message?: unknown })?.message ?? outcome.error);
      }
      chunk.status = 'pending';
    });
    await saveRun(config, run);
  };
  try {
    // The sender's chain and account, read immediately before the request.
    await assertWalletMatchesRun(config, run);
  } catch (error) {
    await undo();
    if (error instanceof Error) {
      for (const { chunk } of planned) chunk.lastError = { name: error.name, message: error.message };
      await saveRun(config, run);
    }
    options.failing.chunk = planned[0]?.chunk;
    throw error;
  }
  const calls: RunCall[] = [
    ...approvalCalls.map(({ data }, i) => ({
      to: token,
      data,
      value: 0n,
      gas: approvalGas[i] ?? APPROVE_GAS_FALLBACK,
    })),
    ...planned.map(({ data, value, gas }) => ({ to: run.bulkSend, data, value: value + feeOf(gas), gas })),
  ];
  const request: RunSubmission = {
    attempt: kind,
    id,
    chainId: run.chainId,
    from: run.sender,
    calls,
    fees,
    run,
    chunks: planned.map((p) => p.chunk.index),
  };
  let submitted: RunSubmitted = {};
  let walletError: unknown = null;
  try {
    submitted = await config.sender.submit(request);
    if (kind === 'transaction' && !submitted.hash) throw new Error('the sender answered without a transaction hash');
  } catch (error) {
    options.failing.chunk = planned[0]?.chunk;
    if (isUserRejection(error)) {
      await undo({ error, as: 'rejected' });
      const method =
        kind === 'bundle' ? 'wallet_sendCalls' : kind === 'transaction' ? 'eth_sendTransaction' : 'propose';
      // The sender's own refusal in words when it has one (Safe{Wallet}'s), else the wallet's 4001 in the engine's.
      const refused = error instanceof WalletCoreError ? error : new UserRejectedRequestError(method, error);
      for (const { chunk } of planned) chunk.lastError = { name: refused.name, message: refused.message };
      await saveRun(config, run);
      throw refused;
    }
    if (error instanceof BulkSendError && (error.errorName === 'CallsTooLarge' || error.errorName === 'CallsRefused')) {
      // Refused, nothing taken: the attempts are withdrawn. Too large → half as many chunks, down to one; at one, or
      // refused outright (the sender no longer offers bundles) → one transaction at a time, said in words.
      await undo();
      if (error.errorName === 'CallsTooLarge' && planned.length > 1) {
        delete options.failing.chunk;
        return { smaller: Math.floor(planned.length / 2) };
      }
      throw error;
    }
    // Any other error: the sender may have taken it. Never asked again on this path: the chain settles it.
    walletError = error;
    for (const attempt of attempts) {
      if (kind !== 'bundle') attempt.outcome = 'error';
      if (kind !== 'bundle') attempt.error = String((error as { message?: unknown })?.message ?? error);
    }
    if (kind === 'transaction') {
      for (const { chunk } of planned) chunk.status = 'unknown';
      await saveRun(config, run);
      return { follow: { chunks: planned.map((p) => p.chunk), approvals, walletError } };
    }
    if (kind === 'proposal') {
      // The host may have taken it: followed as proposed, never proposed again on this path.
      for (const { chunk } of planned) chunk.status = 'submitted';
      await saveRun(config, run);
      throw error;
    }
  }
  delete options.failing.chunk;
  if (walletError === null) {
    for (const approval of approvals) approval.status = 'submitted';
    planned.forEach(({ chunk }, i) => {
      const attempt = attempts[i] as TransactionAttempt;
      if (submitted.hash) attempt.hash = submitted.hash;
      if (submitted.safeTxHash && attempt.proposal) attempt.proposal.safeTxHash = submitted.safeTxHash;
      attempt.submittedAt = config.now();
      chunk.status = 'submitted';
    });
    await saveRun(config, run);
    if (kind === 'transaction') {
      await recordActualNonce(config, attempts[0] as TransactionAttempt);
      await saveRun(config, run);
    }
    for (const approval of approvals) {
      emitRunEvent(onProgress, {
        type: 'approval',
        step: 'submitted',
        kind: approval.kind,
        amount: approval.amount,
        run,
      });
    }
    for (const { chunk } of planned) {
      emitRunEvent(onProgress, {
        type: 'chunk',
        step: 'submitted',
        chunkIndex: chunk.index,
        ...(submitted.hash ? { hash: submitted.hash } : {}),
        run,
      });
    }
  }
  if (kind === 'proposal') return {};
  return { follow: { chunks: planned.map((p) => p.chunk), approvals, walletError } };
}

/** A chunk of the group that turned out paid: its finality read, stored, announced once. */
async function announceSkipped(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  options: SubmitGroupOptions,
): Promise<void> {
  await applyFinality(config, run);
  await saveRun(config, run);
  if (!options.shown.has(chunk.index)) {
    emitRunEvent(options.onProgress, { type: 'chunk', step: 'skipped', chunkIndex: chunk.index, run });
  }
  options.shown.add(chunk.index);
}

/**
 * One chunk checked before anything is asked: simulated (`simulateChunk`: the real call and its gas) when its approval
 * is already on chain; with the approval in the same submission, its holdings are checked as if approved and the call
 * runs under a state override of the approval (where the node takes one), its gas then the formula.
 */
async function simulate(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  withApproval: boolean,
  needed: bigint,
): Promise<Planned> {
  const asset = assetOf(config, run);
  if (!withApproval) {
    const { gas, data } = await simulateChunk(config, { run, chunkIndex: chunk.index });
    return { chunk, data, gas, value: asset.chunkCall(run, chunk).value };
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
    holdings.approvedForAll === undefined ? { ...holdings, allowance: needed } : { ...holdings, approvedForAll: true };
  asset.checkChunk(run, chunk, approved);
  // The call itself, as if the approval had run (a recipient that reverts or cannot take an NFT, by its line). Loaded
  // on demand: a page that pays one transaction at a time never needs it.
  const { simulateWithApproval } = await import('./simulateWithApproval.js');
  await simulateWithApproval(config, run, chunk, approved, needed);
  const { data, value } = asset.chunkCall(run, chunk);
  return { chunk, data, value, gas: chunkGasFormula(asset, run, chunk) };
}
