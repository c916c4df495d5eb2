import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { MAX_UINT256 } from '../limits/constants.js';
import { mergeNftDuplicates } from './mergeNftDuplicates.js';
import { parseNftList } from './parseNftList.js';

/** CPU time since `started`, in ms: unlike wall time, it does not grow when other processes share the cores. */
const cpuMs = (started: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};

// EIP-55 test vectors: A and B checksummed, C all lower case, D all upper case.
const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const C = '0xde709f2102306220921060314715629080e2fb77';
const D = '0x52908400098527886E0F7030069857D2E4169EE7';
const ERC721 = { standard: 'erc721' } as const;
const ERC1155 = { standard: 'erc1155' } as const;

const codes = (text: string, options: { standard: 'erc721' | 'erc1155' } = ERC721) =>
  parseNftList(text, options).errors.map((e) => [e.line, e.code]);

/** n distinct checksummed addresses, deterministic. */
function addresses(n: number): string[] {
  return Array.from({ length: n }, (_, i) => toChecksumAddress(`0x${(i + 1).toString(16).padStart(40, '7')}`));
}

describe('parseNftList: ERC-721 (address,tokenId)', () => {
  it('reads checksummed, lower- and upper-case addresses with decimal and hex ids into { line, to, tokenId, amount }', () => {
    const plan = parseNftList(`${A},1\n${C},0x2a\n${D},${MAX_UINT256}\n${A},0`, ERC721);
    expect(plan.errors).toEqual([]);
    expect(plan.ok).toBe(true);
    expect(plan.standard).toBe('erc721');
    expect(plan.rows).toEqual([
      { line: 1, to: A, tokenId: 1n, amount: 1n },
      { line: 2, to: toChecksumAddress(C), tokenId: 42n, amount: 1n },
      { line: 3, to: D, tokenId: MAX_UINT256, amount: 1n },
      { line: 4, to: A, tokenId: 0n, amount: 1n },
    ]);
    expect(plan.recipientCount).toBe(3);
    expect(plan.totals).toEqual(
      new Map([
        [1n, 1n],
        [42n, 1n],
        [MAX_UINT256, 1n],
        [0n, 1n],
      ]),
    );
  });

  it('refuses a repeated token id, naming both lines, even written differently or to another address', () => {
    const plan = parseNftList(`${A},7\n${B},8\n${B},0x07\n${C},007`, ERC721);
    expect(plan.ok).toBe(false);
    expect(plan.errors).toMatchObject([
      { code: 'DUPLICATE_TOKEN_ID', line: 3, otherLine: 1, params: { tokenId: '7', otherLine: 1 } },
      { code: 'DUPLICATE_TOKEN_ID', line: 4, otherLine: 1, params: { tokenId: '7', otherLine: 1 } },
    ]);
    expect(plan.errors[0]?.message).toMatch(/also on line 1/);
    // the rows are kept (as parseRecipients keeps duplicates) but the plan is not ok, and merging does not help
    expect(plan.rows).toHaveLength(4);
    expect(mergeNftDuplicates(plan).ok).toBe(false);
  });

  it('uses the fungible parser’s address rules: bad checksum, zero address, wrong length, invisible characters', () => {
    const badChecksum = A.replace('a', 'A');
    const text = [
      `${badChecksum},1`,
      '0x0000000000000000000000000000000000000000,2',
      '0x1234,3',
      `${A.slice(0, 10)}\u200B${A.slice(10)},4`,
      'vitalik.eth,5',
    ].join('\n');
    expect(codes(text)).toEqual([
      [1, 'BAD_CHECKSUM'],
      [2, 'ZERO_ADDRESS'],
      [3, 'INVALID_ADDRESS'],
      [4, 'INVALID_ADDRESS'],
      [5, 'ENS_NAME_UNRESOLVED'], // a name is not an address error: it needs resolution (issue 38)
    ]);
    const invisible = parseNftList(`${A.slice(0, 10)}\u200B${A.slice(10)},4`, ERC721).errors[0];
    expect(invisible).toMatchObject({ column: 11, params: {} });
    expect(invisible?.message).toMatch(/U\+200B/);
  });

  it('names every refusal with its line, column, reason key and params', () => {
    const text = [`${A}`, `${A},-1`, `${A},1.5`, `${A},1.2E+76`, `${A},${MAX_UINT256 + 1n}`, `${A},5,1`, `${A},x`].join(
      '\n',
    );
    const plan = parseNftList(text, ERC721);
    expect(plan.errors.map((e) => [e.line, e.code, e.column])).toEqual([
      [1, 'MISSING_TOKEN_ID', 43],
      [2, 'TOKEN_ID_NEGATIVE', 44],
      [3, 'INVALID_TOKEN_ID', 45],
      [4, 'TOKEN_ID_EXPONENT', 45],
      [5, 'TOKEN_ID_TOO_LARGE', 44],
      [6, 'UNEXPECTED_FIELD', 46],
      [7, 'INVALID_TOKEN_ID', 44],
    ]);
    expect(plan.errors[1]?.params).toEqual({ value: '-1' });
    expect(plan.errors[3]?.message).toMatch(/format the column as text/);
    expect(plan.rows).toEqual([]);
    expect(plan.ok).toBe(false);
  });

  it('reads a spreadsheet export: BOM, header, CRLF, quoted cells, ; tab and spaces, blank lines, padding', () => {
    const text = `\uFEFF"Address";"Token ID"\r\n"${A}";"12"\r\n\r\n  ${B}\t 13  \r\n${C}   0x0e\r\n`;
    const plan = parseNftList(text, ERC721);
    expect(plan.errors).toEqual([]);
    expect(plan.warnings).toMatchObject([{ code: 'HEADER_SKIPPED', line: 1 }]);
    expect(plan.rows.map((r) => [r.line, r.to, r.tokenId])).toEqual([
      [2, A, 12n],
      [4, B, 13n],
      [5, toChecksumAddress(C), 14n],
    ]);
  });

  it('refuses spreadsheet formulas in any cell and never lets one into a row', () => {
    const text = [
      `=cmd|' /C calc'!A0,1`,
      `${A},=1+1`,
      `@SUM(A1),2`,
      `${A},+3`,
      `-2+3,4`,
      `=HYPERLINK("x","${A}"),5`,
    ].join('\n');
    const plan = parseNftList(text, ERC721);
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [1, 'INVALID_ADDRESS'],
      [1, 'INVALID_TOKEN_ID'],
      [1, 'UNEXPECTED_FIELD'],
      [2, 'INVALID_TOKEN_ID'],
      [3, 'INVALID_ADDRESS'],
      [4, 'INVALID_TOKEN_ID'],
      [5, 'INVALID_ADDRESS'],
      [6, 'MALFORMED_QUOTE'],
    ]);
    expect(plan.rows).toEqual([]);
  });

  it('reports an unclosed quote, and a look-alike recipient as a warning', () => {
    const lookAlike = toChecksumAddress(`${A.slice(0, 6)}${'1'.repeat(32)}${A.slice(38)}`.toLowerCase());
    const plan = parseNftList(`"${A},1\n${A},2\n${lookAlike},3`, ERC721);
    expect(plan.errors).toMatchObject([{ code: 'MALFORMED_QUOTE', line: 1, column: 1 }]);
    expect(plan.warnings).toMatchObject([{ code: 'LOOK_ALIKE', line: 3, otherLine: 2, params: { otherLine: 2 } }]);
  });

  it('survives a very long line quickly, and cuts the value it shows', () => {
    const long = `${A},${'9'.repeat(1_000_000)}\n${'x'.repeat(1_000_000)},1\n${A},${'1'.repeat(500_000)}x`;
    const started = process.cpuUsage();
    const plan = parseNftList(long, ERC721);
    expect(cpuMs(started)).toBeLessThan(1000);
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [1, 'TOKEN_ID_TOO_LARGE'],
      [2, 'INVALID_ADDRESS'],
      [3, 'INVALID_TOKEN_ID'],
    ]);
    for (const issue of plan.errors) expect(issue.value?.length).toBeLessThanOrEqual(80);
  });

  it('parses 10,000 lines well under a second', () => {
    const list = addresses(10_000)
      .map((to, i) => `${to},${i}`)
      .join('\n');
    const started = process.cpuUsage();
    const plan = parseNftList(list, ERC721);
    const elapsed = cpuMs(started);
    expect(plan.ok).toBe(true);
    expect(plan.rows).toHaveLength(10_000);
    expect(plan.rows[9_999]).toMatchObject({ line: 10_000, tokenId: 9_999n });
    expect(elapsed).toBeLessThan(1000);
  });

  it('never throws on hostile text; only a wrong standard throws, as a named option error', () => {
    for (const text of ['', '\n\n', ',,,', '"', '""""', '\uFEFF', '0x', `${A},`, '-', '\u0000\u0001']) {
      expect(() => parseNftList(text, ERC721)).not.toThrow();
      expect(() => parseNftList(text, ERC1155)).not.toThrow();
    }
    expect(parseNftList('', ERC721)).toMatchObject({ ok: false, rows: [], errors: [] });
    expect(() => parseNftList('', { standard: 'erc20' as 'erc721' })).toThrow(InvalidOptionError);
  });
});

describe('parseNftList: ERC-1155 (address,tokenId,amount)', () => {
  it('reads ids and whole amounts as bigints, with per-id totals', () => {
    const plan = parseNftList(`${A},1,5\n${B},1,2\n${A},0x02,${MAX_UINT256}\n${C};3;2.0`, ERC1155);
    expect(plan.errors).toEqual([]);
    expect(plan.rows).toEqual([
      { line: 1, to: A, tokenId: 1n, amount: 5n },
      { line: 2, to: B, tokenId: 1n, amount: 2n },
      { line: 3, to: A, tokenId: 2n, amount: MAX_UINT256 },
      { line: 4, to: toChecksumAddress(C), tokenId: 3n, amount: 2n },
    ]);
    expect(plan.totals).toEqual(
      new Map([
        [1n, 7n],
        [2n, MAX_UINT256],
        [3n, 2n],
      ]),
    );
  });

  it('refuses zero, negative, fractional, exponent, grouped, oversized and missing amounts', () => {
    const text = [
      `${A},1,0`,
      `${A},2,-1`,
      `${A},3,1.5`,
      `${A},4,1e3`,
      `${A},5,"1,000"`,
      `${A},6,${MAX_UINT256 + 1n}`,
      `${A},7,${'9'.repeat(100)}`,
      `${A},8`,
      `${A},9,1,2`,
      `${A},10,0x10`,
    ].join('\n');
    expect(codes(text, ERC1155)).toEqual([
      [1, 'AMOUNT_ZERO'],
      [2, 'AMOUNT_NEGATIVE'],
      [3, 'AMOUNT_NOT_INTEGER'],
      [4, 'AMOUNT_EXPONENT'],
      [5, 'AMOUNT_SEPARATOR'],
      [6, 'AMOUNT_TOO_LARGE'],
      [7, 'AMOUNT_TOO_LARGE'],
      [8, 'MISSING_AMOUNT'],
      [9, 'UNEXPECTED_FIELD'],
      [10, 'INVALID_AMOUNT'],
    ]);
  });

  it('reports a repeated (recipient, id) as DUPLICATE_TRANSFER naming both lines, which mergeNftDuplicates sums', () => {
    const plan = parseNftList(`${A},1,5\n${B},1,1\n${A.toLowerCase()},0x1,2\n${A},2,1\n${A},1,3`, ERC1155);
    expect(plan.errors).toMatchObject([
      { code: 'DUPLICATE_TRANSFER', line: 3, otherLine: 1, params: { tokenId: '1', to: A, otherLine: 1 } },
      { code: 'DUPLICATE_TRANSFER', line: 5, otherLine: 1 },
    ]);
    const merged = mergeNftDuplicates(plan);
    expect(merged.ok).toBe(true);
    expect(merged.errors).toEqual([]);
    expect(merged.rows).toEqual([
      { line: 1, to: A, tokenId: 1n, amount: 10n, mergedLines: [1, 3, 5] },
      { line: 2, to: B, tokenId: 1n, amount: 1n },
      { line: 4, to: A, tokenId: 2n, amount: 1n },
    ]);
    expect(merged.totals).toEqual(plan.totals);
    // the plan passed in is unchanged
    expect(plan.rows).toHaveLength(5);
    expect(plan.rows[0]?.amount).toBe(5n);
  });

  it('reports a per-id total past 2^256 − 1 once, at the line where it passes', () => {
    const plan = parseNftList(`${A},1,${MAX_UINT256}\n${B},1,1\n${C},1,1\n${B},2,1`, ERC1155);
    expect(plan.errors).toMatchObject([{ code: 'TOTAL_TOO_LARGE', line: 2, params: { tokenId: '1' } }]);
  });

  it('reads an ERC-721 list as missing amounts (each line names the fix)', () => {
    const plan = parseNftList(`${A},1\n${B},2`, ERC1155);
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [1, 'MISSING_AMOUNT'],
      [2, 'MISSING_AMOUNT'],
    ]);
    expect(plan.errors[0]?.message).toMatch(/address,tokenId,amount/);
  });
});
