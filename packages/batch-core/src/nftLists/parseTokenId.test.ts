import { describe, expect, it } from 'vitest';
import { BatchCoreError } from '../errors/BatchCoreError.js';
import { MAX_UINT256 } from '../limits/constants.js';
import { InvalidTokenIdError } from './InvalidTokenIdError.js';
import { parseTokenId } from './parseTokenId.js';

function refusal(value: string): string {
  try {
    parseTokenId(value);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidTokenIdError);
    expect(error).toBeInstanceOf(BatchCoreError);
    expect((error as InvalidTokenIdError).name).toBe('InvalidTokenIdError');
    expect((error as InvalidTokenIdError).value).toBe(value);
    return (error as InvalidTokenIdError).code;
  }
  throw new Error(`accepted ${value}`);
}

describe('parseTokenId', () => {
  it('reads decimal and 0x hex ids exactly, from 0 to 2^256 − 1', () => {
    expect(parseTokenId('0')).toBe(0n);
    expect(parseTokenId('42')).toBe(42n);
    expect(parseTokenId('007')).toBe(7n);
    expect(parseTokenId('0x2a')).toBe(42n);
    expect(parseTokenId('0X2A')).toBe(42n);
    expect(parseTokenId('0x0')).toBe(0n);
    expect(parseTokenId('0x00')).toBe(0n);
    expect(parseTokenId('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
    expect(parseTokenId(MAX_UINT256.toString())).toBe(MAX_UINT256);
    expect(parseTokenId(`0x${'f'.repeat(64)}`)).toBe(MAX_UINT256);
    expect(parseTokenId(`0x${'0'.repeat(100)}${'f'.repeat(64)}`)).toBe(MAX_UINT256);
    expect(parseTokenId(`${'0'.repeat(200)}5`)).toBe(5n);
  });

  it('refuses ids past 2^256 − 1', () => {
    expect(refusal((MAX_UINT256 + 1n).toString())).toBe('TOKEN_ID_TOO_LARGE');
    expect(refusal(`0x1${'0'.repeat(64)}`)).toBe('TOKEN_ID_TOO_LARGE');
    expect(refusal('9'.repeat(79))).toBe('TOKEN_ID_TOO_LARGE');
    expect(refusal('9'.repeat(100_000))).toBe('TOKEN_ID_TOO_LARGE');
  });

  it('refuses signs, fractions, exponents, grouping, spaces and formulas', () => {
    expect(refusal('-1')).toBe('TOKEN_ID_NEGATIVE');
    expect(refusal('−1')).toBe('TOKEN_ID_NEGATIVE');
    expect(refusal('-0x1')).toBe('TOKEN_ID_NEGATIVE');
    expect(refusal('+1')).toBe('INVALID_TOKEN_ID');
    expect(refusal('1.0')).toBe('INVALID_TOKEN_ID');
    expect(refusal('1.5')).toBe('INVALID_TOKEN_ID');
    expect(refusal('1.23457E+76')).toBe('TOKEN_ID_EXPONENT');
    expect(refusal('1e3')).toBe('TOKEN_ID_EXPONENT');
    expect(refusal('1,000')).toBe('INVALID_TOKEN_ID');
    expect(refusal('1 000')).toBe('INVALID_TOKEN_ID');
    expect(refusal(' 1')).toBe('INVALID_TOKEN_ID');
    expect(refusal('0x')).toBe('INVALID_TOKEN_ID');
    expect(refusal('0xg1')).toBe('INVALID_TOKEN_ID');
    expect(refusal('=1+1')).toBe('INVALID_TOKEN_ID');
    expect(refusal('@SUM(1)')).toBe('INVALID_TOKEN_ID');
    expect(refusal('e')).toBe('INVALID_TOKEN_ID');
    expect(refusal('')).toBe('INVALID_TOKEN_ID');
    expect(refusal('１')).toBe('INVALID_TOKEN_ID'); // fullwidth digit one
  });
});
