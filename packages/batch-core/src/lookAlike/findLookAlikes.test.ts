import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../errors/InvalidOptionError.js';
import { parseRecipients } from '../recipients/parseRecipients.js';
import { createLookAlikeIndex } from './createLookAlikeIndex.js';
import { differingPositions } from './differingPositions.js';
import { findLookAlikes } from './findLookAlikes.js';
import { LOOK_ALIKE_RULE } from './LOOK_ALIKE_RULE.js';

const PAYEE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
// Same first 4 (5aae) and last 4 (eaed) hex digits, different middle: what a poisoner grinds.
const POISONED = '0x5aae00000000000000000000000000000000eaed';
const FRIEND = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const FRIEND_TWIN = `0xfb69${'1'.repeat(32)}d359`;

describe('findLookAlikes', () => {
  it('names a line that looks like a past payee, with the characters that differ', () => {
    const plan = parseRecipients(`${FRIEND},1\n${POISONED},2`, { decimals: 6 });
    const matches = findLookAlikes(plan.rows, { history: [PAYEE] });
    expect(matches).toEqual([
      {
        line: 2,
        address: plan.rows[1]?.address,
        lookAlike: PAYEE,
        source: { kind: 'history' },
        differingPositions: differingPositions(POISONED, PAYEE),
      },
    ]);
    const positions = matches[0]?.differingPositions ?? [];
    // The shared ends are never marked; every marked character really differs (case aside).
    expect(positions.every((i) => i >= 6 && i < 38)).toBe(true);
    for (const i of positions) expect(POISONED[i]?.toLowerCase()).not.toBe(PAYEE[i]?.toLowerCase());
    expect(positions).toHaveLength(32 - [...PAYEE.slice(6, 38).toLowerCase()].filter((c) => c === '0').length);
  });

  it('a line paying the past payee itself is not flagged, whatever the letter case', () => {
    expect(findLookAlikes([{ line: 1, address: PAYEE.toLowerCase() }], { history: [PAYEE] })).toEqual([]);
  });

  it('names the address-book entry a line looks like', () => {
    const matches = findLookAlikes([{ line: 4, address: POISONED }], {
      addressBook: [{ address: PAYEE, name: 'Alice (payroll)' }],
      history: [PAYEE],
    });
    // Held once, as the named entry.
    expect(matches).toHaveLength(1);
    expect(matches[0]?.source).toEqual({ kind: 'addressBook', name: 'Alice (payroll)' });
  });

  it('compares the lines with each other: the later line names the earlier one, once per pair', () => {
    const lines = [
      { line: 1, address: PAYEE },
      { line: 2, address: FRIEND },
      { line: 3, address: PAYEE }, // a repeat, not a look-alike
      { line: 5, address: POISONED },
      { line: 6, address: FRIEND_TWIN },
    ];
    const matches = findLookAlikes(lines);
    expect(matches.map((m) => [m.line, m.lookAlike, m.source])).toEqual([
      [5, PAYEE, { kind: 'line', line: 1 }],
      [6, FRIEND, { kind: 'line', line: 2 }],
    ]);
    expect(findLookAlikes(lines, { withinList: false })).toEqual([]);
  });

  it('a prebuilt index gives the same answer and may be reused', () => {
    const index = createLookAlikeIndex({ history: [PAYEE, FRIEND, PAYEE.toLowerCase()] });
    expect(index.size).toBe(2);
    const lines = [{ line: 1, address: POISONED }];
    expect(findLookAlikes(lines, { index })).toEqual(findLookAlikes(lines, { history: [PAYEE, FRIEND] }));
  });

  it('the rule is a documented constant and can be made stricter', () => {
    expect(LOOK_ALIKE_RULE).toEqual({ prefixLength: 4, suffixLength: 4 });
    // 0x5aae…eaed vs 0x5aaeb6…beaed: with 6 + 5 digits they no longer match.
    const rule = { prefixLength: 6, suffixLength: 5 };
    expect(findLookAlikes([{ line: 1, address: POISONED }], { history: [PAYEE], rule })).toEqual([]);
    expect(() => findLookAlikes([], { rule: { prefixLength: 0, suffixLength: 4 } })).toThrow(InvalidOptionError);
  });

  it('addresses with a different end are not look-alikes', () => {
    const near = `${PAYEE.slice(0, 41)}0`; // last digit differs
    expect(findLookAlikes([{ line: 1, address: near }], { history: [PAYEE] })).toEqual([]);
  });
});

describe('differingPositions', () => {
  it('indexes the 42-character strings and ignores case', () => {
    expect(differingPositions('0xABcd', '0xabce')).toEqual([5]);
    expect(differingPositions(PAYEE, PAYEE.toUpperCase().replace('0X', '0x'))).toEqual([]);
  });
});
