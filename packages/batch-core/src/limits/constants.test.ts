import { describe, expect, it } from 'vitest';
import { MAX_APPROVE, MAX_DIGITS, MAX_RECIPIENTS, NULL_ADDRESS, TOKEN_ADDRESS_MIN_LENGTH } from './constants.js';

describe('constants from the spec', () => {
  it('match SPEC §9', () => {
    expect(MAX_RECIPIENTS).toBe(255);
    expect(MAX_APPROVE).toBe(115792089237316195423570985008687907853269984665640564039457584007913129639935n);
    expect(MAX_APPROVE.toString()).toHaveLength(MAX_DIGITS);
    expect(MAX_DIGITS).toBe(78);
    expect(NULL_ADDRESS).toBe(`0x${'0'.repeat(40)}`);
    expect(TOKEN_ADDRESS_MIN_LENGTH).toBe(32);
  });
});
