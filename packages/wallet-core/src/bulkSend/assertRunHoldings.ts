import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { TokensNotHeldError } from './TokensNotHeldError.js';

/**
 * Before the first signature of an NFT run (the approval included): every unpaid line's token must be the sender's
 * (ERC-721 `ownerOf`, ERC-1155 `balanceOf` shared over the lines of an id), and no recipient contract may refuse its
 * token (readCannotReceive). Nothing to check for the coin and ERC-20,
 * whose balance is checked per chunk.
 * @throws ChunkSimulationError (`notAToken`, `wrongStandard`: no contract or not the run's standard, found before an
 *   approval could be sent to it; `recipientReverted`: a recipient contract whose receiver hook would refuse the token,
 *   named by its line), TokensNotHeldError naming every line the sender does not hold
 */
export async function assertRunHoldings(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  if (!run.standard) return;
  const open = run.chunks.filter((chunk) => chunk.status !== 'confirmed');
  const first = open[0];
  if (!first) return;
  const lines = open.flatMap((chunk) => run.lines.slice(chunk.start, chunk.start + chunk.count));
  const holdings = await assetOf(config, run).readHoldings(config, run, lines);
  // No contract, or not the run's standard: named before an approval could be sent to it.
  if (!holdings.hasCode || !holdings.standardOk) {
    throw new ChunkSimulationError({
      chunkIndex: first.index,
      reason: holdings.hasCode ? 'wrongStandard' : 'notAToken',
      address: run.token ?? '',
    });
  }
  if (holdings.notHeld && holdings.notHeld.length > 0) throw new TokensNotHeldError(holdings.notHeld);
  // A recipient contract that would refuse its token: named by its line before the approval, not after it.
  const refusing = holdings.cannotReceive?.[0];
  if (refusing) {
    const at = run.lines.findIndex((line) => line.line === refusing.line);
    const chunk = open.find((one) => at >= one.start && at < one.start + one.count) ?? first;
    throw new ChunkSimulationError({
      chunkIndex: chunk.index,
      reason: 'recipientReverted',
      line: refusing.line,
      address: refusing.address,
      errorName: 'RecipientCannotReceive',
    });
  }
}
