import type { BulkSendRun, RunChunk } from '../bulkSend/BulkSendRun.js';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import type { AssetHoldings } from '../bulkSend/RunAsset.js';
import { TokensNotHeldError } from '../bulkSend/TokensNotHeldError.js';

/**
 * What an NFT chunk would fail on, from its holdings: no contract, another standard, lines whose token the sender
 * does not hold (all of them named), no operator approval.
 * @throws ChunkSimulationError, TokensNotHeldError
 */
export function checkNftChunk(run: BulkSendRun, chunk: RunChunk, holdings: AssetHoldings): void {
  const chunkIndex = chunk.index;
  if (!holdings.hasCode) throw new ChunkSimulationError({ chunkIndex, reason: 'notAToken', address: run.token ?? '' });
  if (!holdings.standardOk) {
    throw new ChunkSimulationError({ chunkIndex, reason: 'wrongStandard', address: run.token ?? '' });
  }
  const first = run.lines[chunk.start]?.line ?? 0;
  const last = run.lines[chunk.start + chunk.count - 1]?.line ?? 0;
  const missing = (holdings.notHeld ?? []).filter((l) => l.line >= first && l.line <= last);
  if (missing.length > 0) throw new TokensNotHeldError(missing, chunkIndex);
  if (!holdings.approvedForAll) {
    throw new ChunkSimulationError({ chunkIndex, reason: 'notApproved', address: run.sender });
  }
}
