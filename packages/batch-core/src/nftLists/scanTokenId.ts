// Reads a token id cell (decimal or 0x hex, 0 … 2^256 − 1) into a bigint: char codes, no regex.
import { MAX_DIGITS, MAX_UINT256 } from '../limits/constants.js';
import type { TokenIdProblem } from './TokenIdProblem.js';

export type TokenIdScan =
  | { ok: true; value: bigint }
  | {
      ok: false;
      code: TokenIdProblem;
      /** Index in the scanned text of the character at fault. */
      offset: number;
      message: string;
    };

/** 2^256 − 1 has 64 hex digits. */
const MAX_HEX_DIGITS = 64;
const FAST_DIGITS = 15;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** `.5E+76`, `E+76`, `e3`: the rest of a number a spreadsheet wrote in scientific notation. */
function isExponentTail(text: string, i: number, end: number): boolean {
  let k = i;
  if (text.charCodeAt(k) === 46) {
    k++;
    while (k < end && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
  }
  const e = text.charCodeAt(k);
  if (e !== 101 && e !== 69) return false;
  k++;
  const sign = text.charCodeAt(k);
  if (sign === 43 || sign === 45) k++;
  if (k >= end) return false;
  for (; k < end; k++) if (text.charCodeAt(k) < 48 || text.charCodeAt(k) > 57) return false;
  return true;
}

function invalid(offset: number, message: string): TokenIdScan {
  return { ok: false, code: 'INVALID_TOKEN_ID', offset, message };
}

function tooLarge(offset: number): TokenIdScan {
  return {
    ok: false,
    code: 'TOKEN_ID_TOO_LARGE',
    offset,
    message: 'Token id is larger than 2^256 − 1, the largest id a token can have.',
  };
}

/**
 * Validates text[start, end) as a token id: decimal digits (`42`, leading zeros allowed) or `0x` + hex digits
 * (`0x2a`), at most 2^256 − 1. No sign, no fraction, no exponent, no grouping: an id is an exact whole number.
 * `start < end` is the caller's business (an empty cell is a missing id).
 */
export function scanTokenId(text: string, start: number, end: number): TokenIdScan {
  const first = text.charCodeAt(start);
  if (first === 45 || first === 0x2212) {
    return { ok: false, code: 'TOKEN_ID_NEGATIVE', offset: start, message: 'Token ids are never negative.' };
  }
  const second = text.charCodeAt(start + 1);
  if (first === 48 && (second === 120 || second === 88) && end - start > 2) {
    let i = start + 2;
    while (i < end && text.charCodeAt(i) === 48) i++;
    const significant = i;
    for (; i < end; i++) {
      if (hexValue(text.charCodeAt(i)) < 0) return invalid(i, 'A 0x token id may hold only hex digits.');
    }
    if (end - significant > MAX_HEX_DIGITS) return tooLarge(start);
    return { ok: true, value: significant === end ? 0n : BigInt(`0x${text.slice(significant, end)}`) };
  }
  let i = start;
  while (i < end && text.charCodeAt(i) === 48) i++;
  const significant = i;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) continue;
    if ((c === 46 || c === 101 || c === 69) && i > start && isExponentTail(text, i, end)) {
      return {
        ok: false,
        code: 'TOKEN_ID_EXPONENT',
        offset: i,
        message:
          'Token id is written with an exponent (as a spreadsheet shows long numbers), so its digits are lost: format the column as text and export again.',
      };
    }
    if (c === 46) return invalid(i, 'A token id is a whole number: no decimal point.');
    return invalid(i, 'A token id is a whole number written with digits only, or 0x and hex digits.');
  }
  const digits = end - significant;
  if (digits === 0) return { ok: true, value: 0n };
  if (digits > MAX_DIGITS) return tooLarge(start);
  if (digits <= FAST_DIGITS) {
    let n = 0;
    for (let k = significant; k < end; k++) n = n * 10 + (text.charCodeAt(k) - 48);
    return { ok: true, value: BigInt(n) };
  }
  const value = BigInt(text.slice(significant, end));
  return value > MAX_UINT256 ? tooLarge(start) : { ok: true, value };
}
