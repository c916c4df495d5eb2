// A stored run's lines written back as a recipient list (`address,amount`; an NFT run's `address,tokenId` for ERC-721
// and `address,tokenId,amount` for ERC-1155), to show and check a resumed run.
import { formatUnits } from '@fanout/batch-core';
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';

export function runToText(run: BulkSendRun, decimals: number): string {
  if (run.standard === 'erc721') return run.lines.map((line) => `${line.address},${line.tokenId}`).join('\n');
  if (run.standard === 'erc1155') {
    return run.lines.map((line) => `${line.address},${line.tokenId},${line.amount}`).join('\n');
  }
  return run.lines.map((line) => `${line.address},${formatUnits(line.amount, decimals)}`).join('\n');
}
