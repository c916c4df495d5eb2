import { erc20Calls } from '../abi/erc20Calls.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { erc20Asset } from '../bulkSend/erc20Asset.js';
import { nativeAsset } from '../bulkSend/nativeAsset.js';
import type { SafeCall } from './SafeCall.js';
import { SafeFileError } from './SafeFileError.js';

/** What the calls need of `quoteRun`'s answer for the run (a `RunQuote` fits as it is). */
export type SafeRunQuote = {
  /** The unpaid chunks to pay, each with the operator fee it attaches (`ChunkQuote.fee`). */
  chunks: readonly { index: number; fee: bigint }[];
  /** ERC-20 only: whether BulkSend must be approved first, and whether a non-zero allowance is reset to 0 before. */
  approval: { required: boolean; resetFirst: boolean } | null;
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
};

/** One Safe transaction's worth of calls and the run's chunks it pays. */
export type SafeRunBatch = { chunks: number[]; calls: SafeCall[] };

export type SafeRunCallsReturnType = SafeRunBatch[];

/**
 * The calls a Safe makes to pay a run: for an ERC-20 that needs it, `approve(BulkSend, 0)` when a non-zero allowance
 * must be reset and `approve(BulkSend, exactly the batch's amounts)`; then each chunk's BulkSend call with its
 * exactly-once batch id (computed for the Safe as sender), carrying the fee (plus the amounts for the native coin).
 * Executing a batch again pays nobody twice: BulkSend refuses a recorded batch id (`BatchAlreadySent`), which reverts
 * the whole Safe transaction, approval included. Pure.
 * @throws SafeFileError when the quote names a chunk the run does not have (or twice), or a negative fee.
 */
export function safeRunCalls(parameters: SafeRunCallsParameters): SafeRunCallsReturnType {
  const { run, quote } = parameters;
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
    // The engine's own call for the chunk (the coin's amounts ride as value), plus the fee.
    const { data, value } = (run.token ? erc20Asset : nativeAsset).chunkCall(run, chunk);
    const call: SafeCall = { to: run.bulkSend, value: value + quoted.fee, data };
    return { index: chunk.index, total: chunk.total, call };
  });
  const groups = parameters.split === 'chunk' ? chunks.map((chunk) => [chunk]) : chunks.length ? [chunks] : [];
  const approve = run.token && quote.approval?.required ? quote.approval : null;
  return groups.map((group) => {
    const calls: SafeCall[] = [];
    if (approve && run.token) {
      const amount = group.reduce((sum, chunk) => sum + chunk.total, 0n);
      if (approve.resetFirst) calls.push(approval(run.token, run.bulkSend, 0n));
      calls.push(approval(run.token, run.bulkSend, amount));
    }
    for (const chunk of group) calls.push(chunk.call);
    return { chunks: group.map((chunk) => chunk.index), calls };
  });
}

function approval(token: `0x${string}`, spender: `0x${string}`, amount: bigint): SafeCall {
  return {
    to: token,
    value: 0n,
    data: erc20Calls.approve(spender, amount),
  };
}
