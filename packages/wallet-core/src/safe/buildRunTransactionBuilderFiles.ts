import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { buildTransactionBuilderFile } from './buildTransactionBuilderFile.js';
import { defaultFileDescription } from './defaultFileDescription.js';
import { type SafeRunBatch, type SafeRunCallsParameters, safeRunCalls } from './safeRunCalls.js';
import type { TransactionBuilderFile } from './TransactionBuilderFile.js';

export type BuildRunTransactionBuilderFilesParameters = SafeRunCallsParameters & {
  /**
   * Name and description of each file as the Builder shows them (they are the member's words: pass them in the
   * member's language). Default: "Fanout payment" (with the chunk numbers when the run is split) and the chunks'
   * batch ids.
   */
  describe?: (batch: SafeRunBatch, run: BulkSendRun) => { name: string; description: string };
  /** ms since epoch (default: now). */
  createdAt?: number;
};

export type BuildRunTransactionBuilderFilesReturnType = (SafeRunBatch & { file: TransactionBuilderFile })[];

/**
 * Safe Transaction Builder files that pay a run planned with the Safe as sender: one for the run, or one per chunk
 * (`split`), each with the calls of `safeRunCalls` and the Builder's checksum. Importing a file twice, or executing
 * it twice, pays nobody twice (the chain refuses the batch ids); a v3 run's file imported into another Safe, or run on
 * another chain, is refused as well (its ids are bound to the Safe and the chain). No file when the quote has no unpaid
 * chunk. Pure.
 * @throws SafeFileError (see `safeRunCalls` and `buildTransactionBuilderFile`)
 */
export function buildRunTransactionBuilderFiles(
  parameters: BuildRunTransactionBuilderFilesParameters,
): BuildRunTransactionBuilderFilesReturnType {
  const { run } = parameters;
  const describe = parameters.describe ?? defaultFileDescription;
  return safeRunCalls(parameters).map((batch) => {
    const { name, description } = describe(batch, run);
    const file = buildTransactionBuilderFile({
      chainId: run.chainId,
      safe: run.sender,
      calls: batch.calls,
      name,
      description,
      ...(parameters.createdAt !== undefined ? { createdAt: parameters.createdAt } : {}),
    });
    return { ...batch, file };
  });
}
