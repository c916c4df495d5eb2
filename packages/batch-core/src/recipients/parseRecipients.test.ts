import { describe, expect, it } from 'vitest';
import { BatchCoreError } from '../errors/BatchCoreError.js';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { InvalidDecimalsError } from '../units/InvalidDecimalsError.js';
import { parseRecipients } from './parseRecipients.js';

// EIP-55 test vectors: A and B checksummed, C all lower case (checksums to C_SUM), D all upper case.
const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const C = '0xde709f2102306220921060314715629080e2fb77';
const D = '0x52908400098527886E0F7030069857D2E4169EE7';
const USDT = { decimals: 6 };

const codes = (text: string, options = USDT) => parseRecipients(text, options).errors.map((e) => [e.line, e.code]);

describe('parseRecipients: the happy path', () => {
  it('reads address,amount lines into checksummed rows with exact base units and total', () => {
    const plan = parseRecipients(`${A},1.5\n${B},2\n${C},0.000001`, USDT);
    expect(plan.ok).toBe(true);
    expect(plan.errors).toEqual([]);
    expect(plan.rows).toEqual([
      { line: 1, address: A, amount: '1.5', value: 1_500_000n },
      { line: 2, address: B, amount: '2', value: 2_000_000n },
      { line: 3, address: '0xde709f2102306220921060314715629080e2fb77', amount: '0.000001', value: 1n },
    ]);
    expect(plan.total).toBe(3_500_001n);
    expect(plan.recipientCount).toBe(3);
    expect(plan.decimals).toBe(6);
  });

  it('checksums all-lower and all-upper addresses in the plan', () => {
    const plan = parseRecipients(`${A.toLowerCase()},1\n${D},1`, USDT);
    expect(plan.rows.map((r) => r.address)).toEqual([A, D]);
  });

  it('accepts ; tab and spaces as separators, CRLF and CR line ends, blank lines and padding', () => {
    const text = `\r\n  ${A} ; 1 \r\n\r\n${B}\t2\r${D}    3.25   \n\n\t\n`;
    const plan = parseRecipients(text, USDT);
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((r) => [r.line, r.address, r.value])).toEqual([
      [2, A, 1_000_000n],
      [4, B, 2_000_000n],
      [5, D, 3_250_000n],
    ]);
  });

  it('reads a spreadsheet CSV: byte-order mark, header, quoted cells, trailing commas', () => {
    const text = `\uFEFF"Address","Amount (USDT)"\r\n"${A}","1.5"\r\n${B},"2",,\r\n`;
    const plan = parseRecipients(text, USDT);
    expect(plan.errors).toEqual([]);
    expect(plan.rows.map((r) => [r.line, r.address, r.amount])).toEqual([
      [2, A, '1.5'],
      [3, B, '2'],
    ]);
    expect(plan.warnings).toMatchObject([{ code: 'HEADER_SKIPPED', line: 1 }]);
  });

  it('accepts the fullwidth comma and ideographic space a Chinese input method types', () => {
    const plan = parseRecipients(`${A}，1\n${B}\u30002`, USDT);
    expect(plan.errors).toEqual([]);
    expect(plan.total).toBe(3_000_000n);
  });

  it('drops zero-width characters around cells but refuses them inside an address', () => {
    expect(parseRecipients(`\u200B${A},1\u200B`, USDT).ok).toBe(true);
    const plan = parseRecipients(`${A.slice(0, 10)}\u200B${A.slice(10)},1`, USDT);
    expect(plan.errors).toMatchObject([{ code: 'INVALID_ADDRESS', line: 1, column: 11 }]);
    expect(plan.errors[0]?.message).toContain('U+200B');
  });

  it('accepts trailing zeros beyond the token decimals (the value is unchanged)', () => {
    expect(parseRecipients(`${A},1.50000000`, USDT).rows[0]?.value).toBe(1_500_000n);
  });

  it('treats only the first line as a possible header', () => {
    expect(codes(`${A},1\naddress,amount`)).toEqual([
      [2, 'INVALID_ADDRESS'],
      [2, 'INVALID_AMOUNT'],
    ]);
  });

  it('returns an empty plan that is not ok for empty text', () => {
    const plan = parseRecipients('  \n\n', USDT);
    expect(plan).toMatchObject({ rows: [], errors: [], warnings: [], total: 0n, ok: false });
  });
});

describe('parseRecipients: hostile and mistaken input', () => {
  it.each([
    ['0x123,1', 'INVALID_ADDRESS'],
    [`${A.slice(2)},1`, 'INVALID_ADDRESS'],
    [`${A}0,1`, 'INVALID_ADDRESS'],
    [`0X${A.slice(2)},1`, 'INVALID_ADDRESS'],
    [`${A.slice(0, 41)}O,1`, 'INVALID_ADDRESS'],
    [`${A.slice(0, 3)}${A[3]?.toUpperCase()}${A.slice(4)},1`, 'BAD_CHECKSUM'],
    ['0x0000000000000000000000000000000000000000,1', 'ZERO_ADDRESS'],
    [`${A}`, 'MISSING_AMOUNT'],
    [`${A},""`, 'MISSING_AMOUNT'],
    [`${A},0`, 'AMOUNT_ZERO'],
    [`${A},0.000`, 'AMOUNT_ZERO'],
    [`${A},-1`, 'AMOUNT_NEGATIVE'],
    [`${A},\u22121`, 'AMOUNT_NEGATIVE'],
    [`${A},1e+21`, 'AMOUNT_EXPONENT'],
    [`${A},1E6`, 'AMOUNT_EXPONENT'],
    [`${A},1.0000001`, 'TOO_MANY_DECIMALS'],
    [`${A},1,000`, 'AMOUNT_SEPARATOR'],
    [`${A},1,000,000.50`, 'AMOUNT_SEPARATOR'],
    [`${A};1,5`, 'AMOUNT_SEPARATOR'],
    [`${A} 1 000`, 'AMOUNT_SEPARATOR'],
    [`${A},"1,000"`, 'AMOUNT_SEPARATOR'],
    [`${A},1_000`, 'AMOUNT_SEPARATOR'],
    [`${A},${'9'.repeat(79)}`, 'TOO_MANY_DIGITS'],
    [`${A},0x10`, 'INVALID_AMOUNT'],
    [`${A},+1`, 'INVALID_AMOUNT'],
    [`${A},$5`, 'INVALID_AMOUNT'],
    [`${A},NaN`, 'INVALID_AMOUNT'],
    [`${A},1,alice`, 'UNEXPECTED_FIELD'],
    [`${A},"1`, 'MALFORMED_QUOTE'],
    [`"${A}"x,1`, 'MALFORMED_QUOTE'],
  ])('%j → %s', (text, code) => {
    const plan = parseRecipients(text, USDT);
    expect(plan.errors.map((e) => e.code)).toEqual([code]);
    expect(plan.errors[0]?.line).toBe(1);
    expect(plan.errors[0]?.message.length).toBeGreaterThan(10);
    expect(plan.rows).toEqual([]);
    expect(plan.ok).toBe(false);
  });

  it('refuses amounts too large for a uint256, and a total that overflows one', () => {
    const max = (2n ** 256n - 1n).toString();
    expect(max).toHaveLength(78);
    expect(codes(`${A},${'9'.repeat(78)}`, { decimals: 0 })).toEqual([[1, 'AMOUNT_TOO_LARGE']]);
    expect(codes(`${A},${max}\n${B},1`, { decimals: 0 })).toEqual([[2, 'TOTAL_TOO_LARGE']]);
  });

  it('points at the column of the fault', () => {
    const plan = parseRecipients(`x\n  ${A} , 12.3x4`, USDT);
    expect(plan.errors).toMatchObject([{ code: 'INVALID_AMOUNT', line: 2, column: 52, value: '12.3x4' }]);
  });

  it('reports every bad line with its line number and keeps the good ones', () => {
    const plan = parseRecipients(`${A},1\nnot an address,2\n${B},abc\n${C},3`, USDT);
    expect(plan.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'INVALID_ADDRESS'],
      [3, 'INVALID_AMOUNT'],
    ]);
    expect(plan.rows.map((r) => r.line)).toEqual([1, 4]);
    expect(plan.total).toBe(4_000_000n);
  });

  it('reports only the address when a bad address breaks into several cells', () => {
    expect(codes(`0x1234 ${A.slice(6)},5`)).toEqual([[1, 'INVALID_ADDRESS']]);
  });

  it('reports a bad address and a bad amount on the same line', () => {
    expect(codes('0x1234,-5')).toEqual([
      [1, 'INVALID_ADDRESS'],
      [1, 'AMOUNT_NEGATIVE'],
    ]);
  });

  it('reports duplicates with both line numbers, whatever the case they were written in', () => {
    const plan = parseRecipients(`${A},1\n${B},2\n${A.toLowerCase()},3`, USDT);
    expect(plan.errors).toMatchObject([{ code: 'DUPLICATE_ADDRESS', line: 3, otherLine: 1, value: A }]);
    expect(plan.rows).toHaveLength(3);
    expect(plan.recipientCount).toBe(2);
    expect(plan.total).toBe(6_000_000n);
  });

  it('warns about look-alike addresses (same first 4 and last 4 hex digits)', () => {
    const real = '0x1234aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa5678';
    const poisoned = '0x1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb5678';
    const plan = parseRecipients(`${real},1\n${B},1\n${poisoned},1`, USDT);
    expect(plan.ok).toBe(true);
    expect(plan.warnings).toMatchObject([{ code: 'LOOK_ALIKE', line: 3, otherLine: 1 }]);
    expect(plan.warnings[0]?.message).toContain('line 1');
  });

  it('still finds duplicates among look-alikes', () => {
    const real = '0x1234aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa5678';
    const poisoned = '0x1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb5678';
    const plan = parseRecipients(`${real},1\n${poisoned},1\n${real},2\n${poisoned},3`, USDT);
    expect(plan.warnings.map((w) => [w.code, w.line, w.otherLine])).toEqual([['LOOK_ALIKE', 2, 1]]);
    expect(plan.errors.map((e) => [e.code, e.line, e.otherLine])).toEqual([
      ['DUPLICATE_ADDRESS', 3, 1],
      ['DUPLICATE_ADDRESS', 4, 2],
    ]);
    expect(plan.recipientCount).toBe(2);
  });

  it('does not take a first line with numbers for a header', () => {
    expect(codes('abc,5')).toEqual([[1, 'INVALID_ADDRESS']]);
  });

  it('enforces maxRecipients on different recipients, once, with the final count', () => {
    const text = [A, B, C, D].map((a) => `${a},1`).join('\n');
    const plan = parseRecipients(text, { decimals: 6, maxRecipients: 2 });
    expect(plan.errors).toMatchObject([{ code: 'TOO_MANY_RECIPIENTS', line: 3 }]);
    expect(plan.errors[0]?.message).toContain('4 different recipients; at most 2');
    expect(parseRecipients(`${A},1\n${A},2`, { decimals: 6, maxRecipients: 1 }).errors.map((e) => e.code)).toEqual([
      'DUPLICATE_ADDRESS',
    ]);
  });

  it('does not throw on huge or binary input', () => {
    const junk = `${'\u0000\uFFFF"",;\t'.repeat(10_000)}\n${'9'.repeat(100_000)}\n${'"'.repeat(1_000)}`;
    const plan = parseRecipients(junk, USDT);
    expect(plan.ok).toBe(false);
    expect(plan.errors.length).toBeGreaterThan(0);
  });

  it('throws only for developer mistakes in the options', () => {
    expect(() => parseRecipients('', { decimals: 300 })).toThrow(InvalidDecimalsError);
    expect(() => parseRecipients('', { decimals: 6.5 })).toThrow(BatchCoreError);
    expect(() => parseRecipients('', { decimals: 6, maxRecipients: 0 })).toThrow(InvalidOptionError);
  });
});
