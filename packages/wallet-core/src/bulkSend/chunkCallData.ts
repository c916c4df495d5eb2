import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import { chunkWords } from './chunkWords.js';
import { bulkSendInterface } from './contractInterfaces.js';

/** Calldata of a chunk: `sendErc20Packed(token, batchId, packed)` or `sendEthPacked(batchId, packed)`. */
export function chunkCallData(run: BulkSendRun, chunk: RunChunk): `0x${string}` {
  const words = chunkWords(run, chunk);
  return (
    run.token
      ? bulkSendInterface.encodeFunctionData('sendErc20Packed', [run.token, chunk.batchId, words])
      : bulkSendInterface.encodeFunctionData('sendEthPacked', [chunk.batchId, words])
  ) as `0x${string}`;
}
