import { describe, expect, it } from 'vitest';
import { lineRanges, readSafeAirdrop } from './readSafeAirdrop.js';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ERC20 = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const NATIVE = '0x0000000000000000000000000000000000000000';
const HEADER = 'token_type,token_address,receiver,amount,id';

const options721 = { decimals: 0, merge: false, standard: 'erc721' } as const;
const codes = (issues: readonly { code: string; line: number }[]) => issues.map((one) => `${one.line}:${one.code}`);

describe('readSafeAirdrop', () => {
  it('turns an erc721 file into the ERC-721 list on the same line numbers (`nft` lines count as the standard)', () => {
    const text = [HEADER, `nft,${NFT},${A},,7`, '', `nft,${NFT},${B},1,8`].join('\n');
    const read = readSafeAirdrop(text, { decimals: 0, merge: false, standard: 'erc721', token: NFT });
    expect(read.tokens).toEqual([{ token: NFT, types: ['nft'], lines: [2, 4] }]);
    expect(read.plan).toBeNull();
    expect(read.nft?.ok).toBe(true);
    expect(read.nft?.rows.map((row) => [row.line, row.to, row.tokenId, row.amount])).toEqual([
      [2, A, 7n, 1n],
      [4, B, 8n, 1n],
    ]);
  });

  it('an ERC-1155 file keeps its amounts; a repeated ERC-721 id is named as in a pasted list', () => {
    const text = [HEADER, `erc1155,${NFT},${A},3,1`, `erc1155,${NFT},${B},2,1`].join('\n');
    const read = readSafeAirdrop(text, { decimals: 0, merge: false, standard: 'erc1155', token: NFT });
    expect(read.nft?.rows.map((row) => row.amount)).toEqual([3n, 2n]);
    expect(read.nft?.totals.get(1n)).toBe(5n);
    const twice = [HEADER, `erc721,${NFT},${A},,1`, `erc721,${NFT},${B},,1`].join('\n');
    const dup = readSafeAirdrop(twice, { decimals: 0, merge: false, standard: 'erc721', token: NFT });
    expect(codes(dup.nft?.errors ?? [])).toEqual(['3:DUPLICATE_TOKEN_ID']);
    expect(dup.nft?.ok).toBe(false);
  });

  it('erc20 and native files become `address,amount` lists read with the selected token’s decimals', () => {
    const text = [HEADER, `erc20,${ERC20},${A},1.5,`, `erc20,${ERC20},${B},0.000001,`].join('\n');
    const read = readSafeAirdrop(text, { decimals: 6, merge: false, standard: null, token: ERC20 });
    expect(read.plan?.ok).toBe(true);
    expect(read.plan?.rows.map((row) => [row.line, row.value])).toEqual([
      [2, 1_500_000n],
      [3, 1n],
    ]);
    const coin = readSafeAirdrop(`${HEADER}\nnative,,${A},0.25,`, {
      decimals: 18,
      merge: false,
      standard: null,
      token: NATIVE,
    });
    expect(coin.tokens).toEqual([{ token: null, types: ['native'], lines: [2] }]);
    expect(coin.plan?.total).toBe(250_000_000_000_000_000n);
  });

  it('refuses a file naming several tokens, naming each token with its lines; nothing is left to send', () => {
    const text = [
      HEADER,
      `erc721,${NFT},${A},,1`,
      `erc721,${NFT},${B},,2`,
      `erc20,${ERC20},${A},5,`,
      `erc721,${NFT},${A},,3`,
      `native,,${B},1,`,
    ].join('\n');
    const read = readSafeAirdrop(text, { decimals: 0, merge: false, standard: 'erc721', token: NFT });
    expect(read.tokens.map((one) => one.token)).toEqual([NFT, ERC20, null]);
    expect(read.nft?.rows).toEqual([]);
    expect(read.nft?.ok).toBe(false);
    const errors = read.nft?.errors ?? [];
    expect(codes(errors)).toEqual([
      '2:SAFE_TOKEN_LINES',
      '4:SAFE_MIXED_TOKENS',
      '4:SAFE_TOKEN_LINES',
      '6:SAFE_TOKEN_LINES',
    ]);
    expect(errors[0]?.params).toEqual({ type: 'erc721', token: NFT, lineCount: 3, lines: '2–3, 5' });
    expect(errors[1]?.params).toEqual({ tokens: 3 });
    expect(errors[3]?.params).toMatchObject({ type: 'native', token: 'native', lines: '6' });
  });

  it('names each line whose type disagrees with the detected standard, and a file for another token', () => {
    const text = [HEADER, `erc721,${NFT},${A},,1`, `erc721,${NFT},${B},,2`].join('\n');
    const read = readSafeAirdrop(text, { decimals: 0, merge: false, standard: 'erc1155', token: NFT });
    const errors = read.nft?.errors ?? [];
    expect(errors.map((one) => [one.line, one.code, one.params])).toEqual([
      [2, 'SAFE_TYPE_MISMATCH', { type: 'erc721', standard: 'erc1155' }],
      [3, 'SAFE_TYPE_MISMATCH', { type: 'erc721', standard: 'erc1155' }],
    ]);
    expect(read.nft?.rows).toEqual([]);
    expect(read.nft?.ok).toBe(false);
    const amount = readSafeAirdrop(`${HEADER}\nerc721,${NFT},${A},2,1`, { ...options721, token: NFT });
    expect(codes(amount.nft?.errors ?? [])).toEqual(['2:ERC721_AMOUNT']);
    const other = readSafeAirdrop(`${HEADER}\nerc20,${ERC20},${A},5,`, {
      decimals: 18,
      merge: false,
      standard: null,
      token: NATIVE,
    });
    expect(codes(other.plan?.errors ?? [])).toEqual(['2:SAFE_OTHER_TOKEN', '2:SAFE_TYPE_MISMATCH']);
    expect(other.plan?.ok).toBe(false);
  });

  it('keeps the file’s own problems by line (a receiver name not resolved yet, an unknown type)', () => {
    const text = [HEADER, `erc721,${NFT},bob.eth,,1`, `erc999,${NFT},${A},,2`, `erc721,${NFT},${B},,3`].join('\n');
    const read = readSafeAirdrop(text, { decimals: 0, merge: false, standard: 'erc721', token: NFT });
    expect(codes(read.nft?.errors ?? [])).toEqual(['2:ENS_NAME_UNRESOLVED', '3:UNKNOWN_TOKEN_TYPE']);
    expect(read.nft?.rows.map((row) => row.line)).toEqual([4]);
    // The name is what the Tool resolves (was: refused outright, though Safe's own app resolves it).
    expect(read.nft?.names).toEqual([{ line: 2, written: 'bob.eth', name: 'bob.eth' }]);
  });

  it('receivers written as ENS names pay what they resolved to, named on their line as in a pasted list', () => {
    const text = [HEADER, `erc20,${ERC20},Alice.eth,1.5,`, `erc20,${ERC20},bob.eth,2,`, `erc20,${ERC20},${B},3,`];
    const names = {
      normalised: new Map([
        ['Alice.eth', 'alice.eth'],
        ['bob.eth', 'bob.eth'],
      ]),
      resolved: new Map<string, string | null>([
        ['alice.eth', A.toLowerCase()],
        ['bob.eth', null],
      ]),
    };
    const read = readSafeAirdrop(text.join('\n'), { decimals: 6, merge: false, standard: null, token: ERC20, names });
    expect(codes(read.plan?.errors ?? [])).toEqual(['3:ENS_NAME_NO_ADDRESS']);
    expect(read.plan?.rows.map((row) => [row.line, row.address, row.name, row.value])).toEqual([
      [2, A, 'alice.eth', 1_500_000n],
      [4, B, undefined, 3_000_000n],
    ]);
    expect(read.plan?.names?.map((entry) => entry.line)).toEqual([2, 3]);
  });

  it('writes line ranges compactly', () => {
    expect(lineRanges([2, 3, 4, 9, 11, 12])).toBe('2–4, 9, 11–12');
    expect(lineRanges([1, 3, 5], 2)).toBe('1, 3, …');
  });
});
