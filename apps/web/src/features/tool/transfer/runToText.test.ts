// A resumed NFT run is written back as the list it was planned from: read again for its standard, the same lines come
// out (same recipients, ids and amounts), so the resumed list plans to the same run.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { describe, expect, it } from 'vitest';
import { readPlan } from './readPlan.js';
import { runToText } from './runToText.js';

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

const runOf = (standard: 'erc721' | 'erc1155', lines: BulkSendRun['lines']) =>
  ({ standard, lines }) as unknown as BulkSendRun;

describe('runToText for NFT runs', () => {
  it('writes an ERC-721 run as address,tokenId and reads back the same rows', () => {
    const lines = [
      { line: 1, address: A, amount: 1n, tokenId: 7n },
      { line: 2, address: B, amount: 1n, tokenId: 2n ** 200n },
    ] as BulkSendRun['lines'];
    const text = runToText(runOf('erc721', lines), 0);
    expect(text).toBe(`${A},7\n${B},${2n ** 200n}`);
    const { nft, plan } = readPlan(text, 0, false, 'erc721');
    expect(plan).toBeNull();
    expect(nft?.ok).toBe(true);
    expect(nft?.rows.map(({ line, to, tokenId, amount }) => ({ line, address: to, tokenId, amount }))).toEqual(lines);
  });

  it('writes an ERC-1155 run as address,tokenId,amount; a repeated (recipient, id) is named by line in the list', () => {
    const lines = [
      { line: 1, address: A, amount: 3n, tokenId: 1n },
      { line: 2, address: B, amount: 1n, tokenId: 1n },
    ] as BulkSendRun['lines'];
    const text = runToText(runOf('erc1155', lines), 0);
    expect(text).toBe(`${A},1,3\n${B},1,1`);
    expect(readPlan(text, 0, false, 'erc1155').nft?.rows.map((row) => row.amount)).toEqual([3n, 1n]);
    const repeated = readPlan(`${text}\n${A},1,2`, 0, false, 'erc1155').nft;
    expect(repeated?.errors.map(({ code, line, otherLine }) => ({ code, line, otherLine }))).toEqual([
      { code: 'DUPLICATE_TRANSFER', line: 3, otherLine: 1 },
    ]);
    // Merged on request, as token amounts are.
    expect(readPlan(`${text}\n${A},1,2`, 0, true, 'erc1155').nft?.rows[0]?.amount).toBe(5n);
  });
});
