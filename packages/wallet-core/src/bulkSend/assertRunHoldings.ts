import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { TokensNotHeldError } from './TokensNotHeldError.js';

/**
 * Before the first signature of an NFT run (the approval included): every unpaid line's token must be the sender's
 * (ERC-721 `ownerOf`, ERC-1155 `balanceOf` shared over the lines of an id). Nothing to check for the coin and ERC-20,
 * whose balance is checked per chunk.
 * @throws TokensNotHeldError naming every line the sender does not hold
 */
export async function assertRunHoldings(config: BulkSendConfig, run: BulkSendRun): Promise<void> {
  if (!run.standard) return;
  const lines = run.chunks
    .filter((chunk) => chunk.status !== 'confirmed')
    .flatMap((chunk) => run.lines.slice(chunk.start, chunk.start + chunk.count));
  if (lines.length === 0) return;
  const holdings = await assetOf(config, run).readHoldings(config, run, lines);
  if (holdings.notHeld && holdings.notHeld.length > 0) throw new TokensNotHeldError(holdings.notHeld);
}
