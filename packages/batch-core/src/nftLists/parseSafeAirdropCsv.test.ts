import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../address/toChecksumAddress.js';
import { chunk } from '../chunk/chunk.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { mergeDuplicates } from '../recipients/mergeDuplicates.js';
import type { RecipientPlan } from '../recipients/RecipientPlan.js';
import { InvalidDecimalsError } from '../units/InvalidDecimalsError.js';
import { isSafeAirdropCsv } from './isSafeAirdropCsv.js';
import type { NftPlan } from './NftPlan.js';
import { parseSafeAirdropCsv } from './parseSafeAirdropCsv.js';
import { resolveNftStandard } from './resolveNftStandard.js';
import type { SafeAirdropGroup } from './SafeAirdropGroup.js';

/** CPU time since `started`, in ms: unlike wall time, it does not grow when other processes share the cores. */
const cpuMs = (started: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};

const HEADER = 'token_type,token_address,receiver,amount,id';
const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const D = '0x52908400098527886E0F7030069857D2E4169EE7';
// Safe's sample file (public/sample.csv of its CSV Airdrop app): two ERC-20 tokens, native, an NFT.
const GNO = '0x6810e776880c02933d47db1b9fc05908e5386b96';
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const ENS = '0x57f1887a8bf19b14fc0df6fd9b2acc9af147ea85';
const SAFE_SAMPLE = `${HEADER}
erc20,${GNO},0x1000000000000000000000000000000000000000,0.0001,
erc20,${DAI},0x2000000000000000000000000000000000000000,0.0001,
native,,0x3000000000000000000000000000000000000000,0.0001,
nft,${ENS},0x4000000000000000000000000000000000000000,,42
`;
const DECIMALS = { decimals: { [GNO]: 18, [DAI]: 18 } };

const codes = (text: string, options = {}) => parseSafeAirdropCsv(text, options).errors.map((e) => [e.line, e.code]);
const nftPlan = (group: SafeAirdropGroup | undefined): NftPlan => {
  if (group?.kind !== 'nft') throw new Error('not an NFT group');
  return group.plan;
};
const fungiblePlan = (group: SafeAirdropGroup | undefined): RecipientPlan | null => {
  if (group?.kind !== 'fungible') throw new Error('not a fungible group');
  return group.plan;
};

describe('parseSafeAirdropCsv: Safe’s format', () => {
  it('reads Safe’s sample file into one group per asset, in file order, and warns that it mixes assets', () => {
    const plan = parseSafeAirdropCsv(SAFE_SAMPLE, DECIMALS);
    expect(plan.errors).toEqual([]);
    expect(plan.ok).toBe(true);
    expect(plan.groups.map((g) => [g.asset.type, g.asset.token, g.lines, g.ok])).toEqual([
      ['erc20', toChecksumAddress(GNO), [2], true],
      ['erc20', toChecksumAddress(DAI), [3], true],
      ['native', null, [4], true],
      ['nft', toChecksumAddress(ENS), [5], true],
    ]);
    expect(fungiblePlan(plan.groups[0])?.rows).toEqual([
      { line: 2, address: '0x1000000000000000000000000000000000000000', amount: '0.0001', value: 10n ** 14n },
    ]);
    expect(fungiblePlan(plan.groups[2])).toMatchObject({ decimals: 18, total: 10n ** 14n, ok: true });
    // Safe sends 1 when an NFT line's amount is empty
    expect(nftPlan(plan.groups[3]).rows).toEqual([
      { line: 5, to: '0x4000000000000000000000000000000000000000', tokenId: 42n, amount: 1n },
    ]);
    expect(plan.warnings).toMatchObject([{ code: 'MIXED_ASSETS', line: 3, params: { count: 4 } }]);
    expect(plan.warnings[0]?.message).toMatch(/4 different assets \(erc20, erc20, native, nft\)/);
  });

  it('gives fungible groups a RecipientPlan (chunk, mergeDuplicates) and NFT groups an NftPlan', () => {
    const text = `${HEADER}\nerc20,${DAI},${A},1.5,\nerc20,${DAI},${B},2,\nerc20,${DAI},${A.toLowerCase()},0.5,\nerc1155,${ENS},${A},3,7`;
    const plan = parseSafeAirdropCsv(text, DECIMALS);
    const dai = plan.groups[0];
    expect(plan.errors).toMatchObject([{ code: 'DUPLICATE_ADDRESS', line: 4, otherLine: 2 }]);
    expect(dai?.ok).toBe(false);
    const daiPlan = fungiblePlan(dai);
    if (daiPlan === null) throw new Error('no plan');
    expect(daiPlan.errors).toMatchObject([{ code: 'DUPLICATE_ADDRESS', line: 4 }]);
    const merged = mergeDuplicates(daiPlan);
    expect(merged.ok).toBe(true);
    expect(chunk(merged)[0]).toMatchObject({ recipients: [A, B], amounts: [2n * 10n ** 18n, 2n * 10n ** 18n] });
    expect(nftPlan(plan.groups[1])).toMatchObject({
      standard: 'erc1155',
      rows: [{ line: 5, to: A, tokenId: 7n, amount: 3n }],
      ok: true,
    });
  });

  it('accepts the columns in any order and any letter case, `value` for amount, and no token_type column', () => {
    const text = `Receiver,VALUE,Token_Address\n${A},1,\n${B},2,${DAI}`;
    const plan = parseSafeAirdropCsv(text, DECIMALS);
    expect(plan.errors).toEqual([]);
    // Safe's older files: no token_type; an empty token_address is the native coin, else an ERC-20 token
    expect(plan.groups.map((g) => [g.asset.type, g.plan?.rows.length])).toEqual([
      ['native', 1],
      ['erc20', 1],
    ]);
  });

  it('reads token amounts with the token’s decimals into exact base units, never rounding', () => {
    const USDC = D;
    const text = `${HEADER}\nerc20,${USDC},${A},1.123456,\nerc20,${USDC},${B},1.1234567,\nerc20,${USDC},0x1000000000000000000000000000000000000000,2.50000000,\nnative,,${A},0.000000000000000001,`;
    const plan = parseSafeAirdropCsv(text, { decimals: (token) => (token === USDC ? 6 : undefined) });
    expect(plan.errors).toMatchObject([{ code: 'TOO_MANY_DECIMALS', line: 3, column: 101, params: { decimals: 6 } }]);
    expect(fungiblePlan(plan.groups[0])?.rows.map((r) => r.value)).toEqual([1_123_456n, 2_500_000n]);
    expect(fungiblePlan(plan.groups[1])?.rows.map((r) => r.value)).toEqual([1n]);
    expect(parseSafeAirdropCsv(`${HEADER}\nnative,,${A},0.5,`, { nativeDecimals: 0 }).errors).toMatchObject([
      { code: 'TOO_MANY_DECIMALS' },
    ]);
  });

  it('names a token whose decimals were not given, once, and still checks its amounts’ grammar', () => {
    const text = `${HEADER}\nerc20,${DAI},${A},1,\nerc20,${DAI},${B},1e3,\nerc20,${GNO},${B},2,`;
    const plan = parseSafeAirdropCsv(text, { decimals: { [GNO.toUpperCase().replace('0X', '0x')]: 18 } });
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'MISSING_DECIMALS'],
      [3, 'AMOUNT_EXPONENT'],
    ]);
    expect(plan.errors[0]?.params).toEqual({ token: toChecksumAddress(DAI), value: toChecksumAddress(DAI) });
    expect(fungiblePlan(plan.groups[0])).toBeNull();
    expect(plan.groups[1]?.ok).toBe(true);
    expect(() => parseSafeAirdropCsv(text, { decimals: { [DAI]: 256 } })).toThrow(InvalidDecimalsError);
  });

  it('refuses ENS names (nothing is fetched) and receivers for another chain', () => {
    const text = [
      HEADER,
      `erc20,${DAI},vitalik.eth,1,`,
      `erc20,dai.tokens.eth,${A},1,`,
      `erc20,${DAI},eth:${B},1,`,
      `erc20,${DAI},gno:${D},1,`,
    ].join('\n');
    expect(codes(text, DECIMALS)).toEqual([
      [2, 'ENS_NAME'],
      [3, 'ENS_NAME'],
      [4, 'CHAIN_PREFIX'],
      [5, 'CHAIN_PREFIX'],
    ]);
    const withChain = parseSafeAirdropCsv(text, { ...DECIMALS, chainPrefix: 'eth' });
    expect(withChain.errors.map((e) => [e.line, e.code, e.params])).toEqual([
      [2, 'ENS_NAME', { field: 'receiver', name: 'vitalik.eth', value: 'vitalik.eth' }],
      [3, 'ENS_NAME', { field: 'token_address', name: 'dai.tokens.eth', value: 'dai.tokens.eth' }],
      [5, 'CHAIN_PREFIX', { prefix: 'gno', expected: 'eth', value: `gno:${D}` }],
    ]);
    expect(fungiblePlan(withChain.groups[0])?.rows).toMatchObject([{ line: 4, address: B }]);
  });

  it('with `ens`: receiver names read as in pasted lists (resolved, not yet, none for the chain, invalid); a token never by name', () => {
    const text = [
      HEADER,
      `erc20,${DAI},Alice.ETH,1,`,
      `erc20,${DAI},bob.eth,2,`,
      `erc20,${DAI},carol.eth,3,`,
      `erc20,${DAI},bad_name.eth,4,`,
      `erc20,dai.tokens.eth,${A},5,`,
      `erc721,${ENS},alice.eth,,7`,
    ].join('\n');
    const ens = {
      normalize: (name: string) => {
        if (name.includes('_')) throw new Error('underscore allowed only at start');
        return name.toLowerCase();
      },
      resolved: new Map<string, string | null>([
        ['alice.eth', B.toLowerCase()],
        ['carol.eth', null],
      ]),
    };
    const plan = parseSafeAirdropCsv(text, { ...DECIMALS, ens });
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'ENS_NAME_UNRESOLVED'],
      [4, 'ENS_NAME_NO_ADDRESS'],
      [5, 'INVALID_ENS_NAME'],
      [6, 'ENS_NAME'],
    ]);
    // Every name line, so the caller knows what to resolve; the resolved one pays its (checksummed) address.
    expect(plan.names).toEqual([
      { line: 2, written: 'Alice.ETH', name: 'alice.eth' },
      { line: 3, written: 'bob.eth', name: 'bob.eth' },
      { line: 4, written: 'carol.eth', name: 'carol.eth' },
      { line: 5, written: 'bad_name.eth', name: 'bad_name.eth' },
      { line: 7, written: 'alice.eth', name: 'alice.eth' },
    ]);
    expect(fungiblePlan(plan.groups[0])?.rows).toMatchObject([{ line: 2, address: B }]);
    const nft = plan.groups.find((group) => group.kind === 'nft');
    expect(nft?.kind === 'nft' ? nft.plan.rows : []).toMatchObject([{ line: 7, to: B, tokenId: 7n }]);
    // Without `ens`, as before: a name is refused and no `names` are given.
    expect(parseSafeAirdropCsv(text, DECIMALS).names).toBeUndefined();
  });

  it('reads a spreadsheet export: BOM, CRLF, quoted fields, ; as delimiter, blank and empty lines, padding', () => {
    const text = `\uFEFF"token_type";"token_address";"receiver";"amount";"id"\r\n"erc20";"${DAI}";" ${A} ";"1.5";""\r\n\r\n;;;;\r\nerc721 ; ${ENS} ; ${B} ; ; "0x0A"\r\n`;
    const plan = parseSafeAirdropCsv(text, DECIMALS);
    expect(plan.errors).toEqual([]);
    expect(fungiblePlan(plan.groups[0])?.rows).toMatchObject([{ line: 2, address: A, value: 15n * 10n ** 17n }]);
    // a column points at the cell's content, past the quote and the padding
    const bad = parseSafeAirdropCsv(`${HEADER}\nerc20,${DAI},"  ${A.slice(0, 5)}!",1,`, DECIMALS).errors[0];
    expect(bad).toMatchObject({ code: 'INVALID_ADDRESS', column: 58 }); // the "!"
    expect(nftPlan(plan.groups[1]).rows).toEqual([{ line: 5, to: B, tokenId: 10n, amount: 1n }]);
  });

  it('reads a tab-separated file, and tells Safe files from plain lists (isSafeAirdropCsv)', () => {
    const tsv = `token_type\ttoken_address\treceiver\tamount\tid\nerc1155\t${ENS}\t${A}\t2\t5\n`;
    expect(nftPlan(parseSafeAirdropCsv(tsv).groups[0]).rows).toEqual([{ line: 2, to: A, tokenId: 5n, amount: 2n }]);
    expect(isSafeAirdropCsv(SAFE_SAMPLE)).toBe(true);
    expect(isSafeAirdropCsv(`\uFEFF\r\n\r\n${tsv}`)).toBe(true);
    expect(isSafeAirdropCsv('"Receiver";"Token_Address";"Amount"')).toBe(true);
    expect(isSafeAirdropCsv(`address,tokenId\n${A},1`)).toBe(false);
    expect(isSafeAirdropCsv(`${A},1`)).toBe(false);
    expect(isSafeAirdropCsv('')).toBe(false);
  });

  it('refuses a quoted amount with a comma, an unclosed quote and text after a closing quote', () => {
    const text = `${HEADER}\nerc20,${DAI},${A},"1,5",\nerc20,${DAI},${B},"2,\nerc20,${DAI},${D},"3"x,`;
    expect(codes(text, DECIMALS)).toEqual([
      [2, 'AMOUNT_SEPARATOR'],
      [3, 'MALFORMED_QUOTE'],
      [4, 'MALFORMED_QUOTE'],
    ]);
  });

  it('names header problems on line 1 and reads no line after them', () => {
    expect(codes(`token_type,token,receiver,amount,id\nerc20,${DAI},${A},1,`)).toEqual([
      [1, 'UNKNOWN_COLUMN'],
      [1, 'MISSING_COLUMN'],
    ]);
    expect(parseSafeAirdropCsv('token_type,token,receiver').errors[0]).toMatchObject({
      column: 12,
      params: { name: 'token' },
    });
    expect(codes(`token_address,receiver,amount,value\n${DAI},${A},1,1`)).toEqual([[1, 'DUPLICATE_COLUMN']]);
    expect(codes('token_type,token_address,amount')).toEqual([[1, 'MISSING_COLUMN']]);
    expect(codes(`${DAI},${A},1`)).toEqual([[1, 'MISSING_HEADER']]);
    expect(codes('address,amount')).toEqual([[1, 'MISSING_HEADER']]);
    expect(parseSafeAirdropCsv('').ok).toBe(false);
  });

  it('refuses lines whose token_type, token_address, receiver or id do not fit the asset', () => {
    const text = [
      HEADER,
      `erc777,${DAI},${A},1,`,
      `native,${DAI},${A},1,`,
      `erc20,,${A},1,`,
      `erc20,${DAI},${A},1,5`,
      `erc20,${DAI},,1,`,
      `native,,${A},,`,
      `nft,${ENS},${A},,`,
      `nft,${ENS},${A},,-1`,
      `erc721,${GNO},${A},2,1`,
      `erc1155,${D},${A},0,1`,
      `erc1155,${D},${A},1.5,1`,
      `erc20,0x0000000000000000000000000000000000000000,${A},1,`,
      `erc20,${DAI},${A},1,,extra`,
    ].join('\n');
    expect(codes(text, DECIMALS)).toEqual([
      [2, 'UNKNOWN_TOKEN_TYPE'],
      [3, 'UNEXPECTED_TOKEN_ADDRESS'],
      [4, 'MISSING_TOKEN_ADDRESS'],
      [5, 'UNEXPECTED_TOKEN_ID'],
      [6, 'MISSING_RECEIVER'],
      [7, 'MISSING_AMOUNT'],
      [8, 'MISSING_TOKEN_ID'],
      [9, 'TOKEN_ID_NEGATIVE'],
      [10, 'ERC721_AMOUNT'],
      [11, 'AMOUNT_ZERO'],
      [12, 'AMOUNT_NOT_INTEGER'],
      [13, 'ZERO_ADDRESS'],
      [14, 'UNEXPECTED_FIELD'],
    ]);
    const plan = parseSafeAirdropCsv(text, DECIMALS);
    expect(plan.errors.find((e) => e.line === 13)?.params).toMatchObject({ field: 'token_address' });
    expect(plan.errors.find((e) => e.line === 10)?.params).toEqual({ amount: '2' });
    expect(plan.ok).toBe(false);
  });

  it('refuses formula cells and lets none into a row', () => {
    const text = [
      HEADER,
      `=cmd|' /C calc'!A0,${DAI},${A},1,`,
      `erc20,${DAI},=HYPERLINK("x"),1,`,
      `erc20,${DAI},${A},=1+1,`,
      `nft,${ENS},${A},,@SUM(1)`,
      `erc20,${DAI},+${B.slice(1)},1,`,
    ].join('\n');
    const plan = parseSafeAirdropCsv(text, DECIMALS);
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'UNKNOWN_TOKEN_TYPE'],
      [3, 'INVALID_ADDRESS'],
      [4, 'INVALID_AMOUNT'],
      [5, 'INVALID_TOKEN_ID'],
      [6, 'INVALID_ADDRESS'],
    ]);
    expect(plan.groups.every((group) => (group.plan?.rows.length ?? 0) === 0)).toBe(true);
  });

  it('checks ERC-721 lines once per id, ERC-1155 lines once per (receiver, id), and nft lines once the chain says which', () => {
    const text = [
      HEADER,
      `erc721,${ENS},${A},,1`,
      `erc721,${ENS},${B},,1`,
      `erc721,${DAI},${B},,1`,
      `erc1155,${D},${A},2,1`,
      `erc1155,${D},${A},3,1`,
      `nft,${GNO},${A},,9`,
      `nft,${GNO},${B},,9`,
    ].join('\n');
    const plan = parseSafeAirdropCsv(text);
    expect(plan.errors.map((e) => [e.line, e.code, e.otherLine])).toEqual([
      [3, 'DUPLICATE_TOKEN_ID', 2],
      [6, 'DUPLICATE_TRANSFER', 5],
    ]);
    const nft = nftPlan(plan.groups[3]);
    // one contract, one token type: a second type for it is refused, naming the line of the first
    const conflict = parseSafeAirdropCsv(`${text}\nerc721,${GNO},${D},,10\nerc1155,${ENS},${D},1,3`);
    expect(conflict.errors.slice(2).map((e) => [e.line, e.code, e.otherLine, e.params.otherType])).toEqual([
      [9, 'TOKEN_TYPE_CONFLICT', 7, 'nft'],
      [10, 'TOKEN_TYPE_CONFLICT', 2, 'erc721'],
    ]);
    expect(nft).toMatchObject({ standard: 'nft', ok: true });
    expect(resolveNftStandard(nft, 'erc1155').ok).toBe(true);
    expect(resolveNftStandard(nft, 'erc721').errors).toMatchObject([
      { code: 'DUPLICATE_TOKEN_ID', line: 8, otherLine: 7 },
    ]);
    expect(() => resolveNftStandard(nftPlan(plan.groups[0]), 'erc1155')).toThrow(InvalidOptionError);
    expect(() => resolveNftStandard(nft, 'nft' as 'erc721')).toThrow(InvalidOptionError);
  });

  it('parses a 10,000-line NFT file well under a second, and a very long line without trouble', () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++) {
      lines.push(`erc721,${ENS},${toChecksumAddress(`0x${(i + 1).toString(16).padStart(40, '5')}`)},,${i}`);
    }
    const started = process.cpuUsage();
    const plan = parseSafeAirdropCsv(lines.join('\r\n'));
    expect(cpuMs(started)).toBeLessThan(1000);
    expect(plan.ok).toBe(true);
    expect(nftPlan(plan.groups[0]).rows).toHaveLength(10_000);

    const long = `${HEADER}\nerc721,${ENS},${A},,${'7'.repeat(1_000_000)}\nerc721,${ENS},${'a'.repeat(1_000_000)},,1`;
    const longPlan = parseSafeAirdropCsv(long);
    expect(longPlan.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'TOKEN_ID_TOO_LARGE'],
      [3, 'INVALID_ADDRESS'],
    ]);
    for (const issue of longPlan.errors) expect(issue.value?.length).toBeLessThanOrEqual(80);
  });

  it('never throws on hostile text', () => {
    for (const text of [
      '',
      '\uFEFF',
      '"',
      `${HEADER}\n"`,
      `${HEADER}\n,,,,`,
      `${HEADER}\n\u0000`,
      ',,,\n,,,',
      'x\ny',
    ]) {
      expect(() => parseSafeAirdropCsv(text)).not.toThrow();
    }
  });
});
