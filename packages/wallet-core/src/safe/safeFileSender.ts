import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { type RunSender, type RunSubmission, type RunSubmitted, SILENT } from '../bulkSend/RunSender.js';
import { assertSafeRun } from './assertSafeRun.js';
import { buildTransactionBuilderFile } from './buildTransactionBuilderFile.js';
import { defaultFileDescription } from './defaultFileDescription.js';
import type { SafeRunBatch } from './safeRunCalls.js';
import { safeSendsNothingAlone } from './safeSendsNothingAlone.js';
import type { TransactionBuilderFile } from './TransactionBuilderFile.js';

export type SafeFileSenderParameters = {
  /** The Safe the files are for, and its chain: a run of another sender or chain is refused before any file is made. */
  safe: string;
  chainId: number;
  /**
   * Hands one file to the member (a download, a write to disk); resolves once it is handed over. The file is then
   * `submitted`: the owners import and execute it in Safe{Wallet} whenever they do, and only the chain says it paid.
   */
  deliver: (file: TransactionBuilderFile, batch: SafeRunBatch) => void | Promise<void>;
  /** Most gas one file's Safe transaction may take (`readSafeGasCap`); absent: every chunk in one file. */
  maxGas?: bigint;
  /** Most chunks one file carries (1: a file per transaction, each with its own approval); absent: no limit. */
  maxChunks?: number;
  /** Name and description of each file (default: "Fanout payment", the chunk numbers and batch ids). */
  describe?: (batch: SafeRunBatch, run: BulkSendRun) => { name: string; description: string };
  /** ms since epoch, for the file's `createdAt` (default: now). */
  now?: () => number;
};

/**
 * The Safe Transaction Builder file sender: its shape is `proposal`, as many chunks a file as `maxGas` and `maxChunks`
 * allow: every submission is one Builder file (the chunks' approval of exactly their amounts, then the chunks, with
 * the Builder's checksum) handed to `deliver`. The engine stores each attempt before the file is made, so a file made twice carries
 * the same batch ids (the chain refuses the second); it never waits: the owners execute the file later, and only the
 * chain says when it paid (`follow`: silent).
 */
export function safeFileSender(parameters: SafeFileSenderParameters): RunSender {
  return {
    kind: 'safe-file',
    assertReady: (run) => assertSafeRun(run, parameters.safe, parameters.chainId),
    shape: async () => ({
      attempt: 'proposal',
      maxCalls: Number.MAX_SAFE_INTEGER,
      maxChunks: Math.max(1, parameters.maxChunks ?? Number.MAX_SAFE_INTEGER),
      ...(parameters.maxGas !== undefined ? { maxGas: parameters.maxGas } : {}),
    }),
    async submit(request: RunSubmission): Promise<RunSubmitted> {
      if (request.attempt !== 'proposal') throw safeSendsNothingAlone('safe-file');
      const batch: SafeRunBatch = {
        chunks: [...request.chunks],
        calls: request.calls.map(({ to, data, value }) => ({ to, data, value })),
      };
      const { name, description } = (parameters.describe ?? defaultFileDescription)(batch, request.run);
      const file = buildTransactionBuilderFile({
        chainId: request.chainId,
        safe: request.from,
        calls: batch.calls,
        name,
        description,
        createdAt: (parameters.now ?? Date.now)(),
      });
      await parameters.deliver(file, batch);
      return {};
    },
    follow: async () => SILENT,
  };
}
