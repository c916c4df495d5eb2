import { isBatchIdFor } from '@fanout/contracts';
import { assetOf } from '../bulkSend/assetOf.js';
import { BULK_SEND_DEFAULT_ASSETS } from '../bulkSend/BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import type { ApprovalStep, RunAsset } from '../bulkSend/RunAsset.js';
import type { SafeCall } from './SafeCall.js';
import { SafeFileError } from './SafeFileError.js';

/** What the calls need of `quoteRun`'s answer for the run (a `RunQuote` fits as it is). */
export type SafeRunQuote = {
  /**
   * The unpaid chunks to pay, each with the operator fee it attaches (`ChunkQuote.fee`) and its gas (`ChunkQuote.gas`,
   * needed with `maxGas`).
   */
  chunks: readonly { index: number; fee: bigint; gas?: bigint }[];
  /**
   * ERC-20 and NFTs: whether BulkSend must be approved first; ERC-20: whether a non-zero allowance is reset to 0
   * before; NFTs (`forAll`): the approval is `setApprovalForAll(BulkSend, true)`.
   */
  approval: { required: boolean; resetFirst: boolean; forAll?: true; gas?: bigint } | null;
};

export type SafeRunCallsParameters = {
  /** A planned run whose sender is the Safe (`planRun({ sender: safeAddress, … })`). */
  run: BulkSendRun;
  /** `quoteRun({ run })`: the chunks still unpaid, their fees and the approval. */
  quote: SafeRunQuote;
  /**
   * `'run'`: one batch with every quoted chunk (one Safe transaction through MultiSendCallOnly: all or nothing).
   * `'chunk'`: one batch per chunk, each with its own approval when one is needed, so they may run in any order and
   * each fits a block on its own. Default `'run'`.
   */
  split?: 'run' | 'chunk';
  /**
   * The most gas one Safe transaction may take (`readSafeGasCap`: a share of the chain's block gas limit). A `'run'`
   * split is then cut, in chunk order, into as few batches as each stay under it (approval included in each), so no
   * batch is one no block can hold; a chunk above it alone is still one batch (a chunk is never cut). Default: no cap.
   */
  maxGas?: bigint;
  /**
   * The assets that may be sent (the engine config's `assets`); the run's is picked by `assetOf`. Default: the native
   * coin and ERC-20 (`BULK_SEND_DEFAULT_ASSETS`); pass `erc721Asset` / `erc1155Asset` too for an NFT run.
   */
  assets?: readonly RunAsset[];
};

/** One Safe transaction's worth of calls and the run's chunks it pays. */
export type SafeRunBatch = { chunks: number[]; calls: SafeCall[] };

export type SafeRunCallsReturnType = SafeRunBatch[];

/**
 * The calls a Safe makes to pay a run, every one from the run's asset (`RunAsset`, as the wallet's sends): for an
 * ERC-20 that needs it, `approve(BulkSend, 0)` when a non-zero allowance must be reset and `approve(BulkSend, exactly
 * the batch's amounts)`; for an NFT collection not yet approved, `setApprovalForAll(BulkSend, true)`; then each
 * chunk's BulkSend call (`chunkCall`) with its exactly-once batch id (computed for the Safe as sender), carrying the
 * fee (plus the amounts for the native coin).
 * Executing a batch again pays nobody twice: BulkSend refuses a recorded batch id (`BatchAlreadySent`), which reverts
 * the whole Safe transaction, approval included. For a v3 run the ids are bound to the Safe and the run's chain
 * (`bindBatchId`): the same calls executed by another Safe, or on another chain, are refused too
 * (`BatchIdNotForSender`); v2 cannot tell, so there only the same Safe on the same chain is refused. Pure.
 * @throws SafeFileError when the quote names a chunk the run does not have (or twice), or a negative fee, or a v3
 *   chunk's batch id is not bound to the run's sender and chain (an edited stored run);
 *   InvalidRunError when `assets` has no asset of the run's standard (an NFT run without the NFT assets), before any
 *   call is made.
 */
export function safeRunCalls(parameters: SafeRunCallsParameters): SafeRunCallsReturnType {
  const { run, quote } = parameters;
  const asset = assetOf({ assets: parameters.assets ?? BULK_SEND_DEFAULT_ASSETS }, run);
  const chunks = quote.chunks.map((quoted, i) => {
    const chunk = run.chunks[quoted.index];
    if (!chunk || chunk.index !== quoted.index) {
      throw new SafeFileError(`quote.chunks[${i}].index`, quoted.index, 'is not a chunk of this run');
    }
    if (quote.chunks.findIndex((other) => other.index === quoted.index) !== i) {
      throw new SafeFileError(`quote.chunks[${i}].index`, quoted.index, 'is quoted twice');
    }
    if (typeof quoted.fee !== 'bigint' || quoted.fee < 0n) {
      throw new SafeFileError(`quote.chunks[${i}].fee`, quoted.fee, 'is not a non-negative bigint (wei)');
    }
    if (run.bulkSendVersion === 'v3' && !isBatchIdFor(chunk.batchId, run.chainId, run.sender)) {
      throw new SafeFileError(
        `run.chunks[${quoted.index}].batchId`,
        chunk.batchId,
        `is not bound to the Safe ${run.sender} on chain ${run.chainId} (BulkSend v3 would refuse it)`,
      );
    }
    // The engine's own call for the chunk (the coin's amounts ride as value), plus the fee.
    const { data, value } = asset.chunkCall(run, chunk);
    const call: SafeCall = { to: run.bulkSend, value: value + quoted.fee, data };
    if (parameters.maxGas !== undefined && (typeof quoted.gas !== 'bigint' || quoted.gas < 0n)) {
      throw new SafeFileError(`quote.chunks[${i}].gas`, quoted.gas, 'is needed to keep each batch under maxGas');
    }
    return { index: chunk.index, total: chunk.total, gas: quoted.gas ?? 0n, call };
  });
  const { token } = run;
  const approve = token && quote.approval?.required ? quote.approval : null;
  const groups =
    parameters.split === 'chunk'
      ? chunks.map((chunk) => [chunk])
      : byGas(chunks, parameters.maxGas, approve ? (approve.gas ?? 0n) : 0n);
  return groups.map((group) => {
    const calls: SafeCall[] = [];
    if (approve && token) {
      // Each batch approves exactly its own amounts, so the batches may be executed in any order.
      const amount = group.reduce((sum, chunk) => sum + chunk.total, 0n);
      const steps: ApprovalStep[] = approve.forAll
        ? [{ kind: 'approveAll', amount: 0n }]
        : [...(approve.resetFirst ? [{ kind: 'reset' as const, amount: 0n }] : []), { kind: 'approve', amount }];
      for (const step of steps) calls.push({ to: token, value: 0n, data: asset.approvalData(run, step) });
    }
    for (const chunk of group) calls.push(chunk.call);
    return { chunks: group.map((chunk) => chunk.index), calls };
  });
}

/** Consecutive chunks in as few groups as each stay at or under `maxGas` with the approval's gas; one group without. */
function byGas<T extends { gas: bigint }>(chunks: T[], maxGas: bigint | undefined, approvalGas: bigint): T[][] {
  if (maxGas === undefined) return chunks.length ? [chunks] : [];
  const groups: T[][] = [];
  let group: T[] = [];
  let gas = approvalGas;
  for (const chunk of chunks) {
    if (group.length > 0 && gas + chunk.gas > maxGas) {
      groups.push(group);
      group = [];
      gas = approvalGas;
    }
    group.push(chunk);
    gas += chunk.gas;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
