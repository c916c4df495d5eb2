// Reads an ERC-1155 amount cell: a positive whole number (bigint), through the same decimal scanner as token amounts.
import { MAX_UINT256 } from '../limits/constants.js';
import { amountProblemMessage } from '../units/amountProblemMessage.js';
import { scanDecimal } from '../units/scanDecimal.js';
import type { NftListIssueCode } from './NftListIssueCode.js';

export type NftAmountScan =
  | { ok: true; value: bigint }
  | { ok: false; code: NftListIssueCode; offset: number; message: string };

/**
 * Validates text[start, end) as an NFT amount: a whole number from 1 to 2^256 − 1. The grammar is the token amounts'
 * (no sign, exponent or grouping) with no decimals; `2.0` is 2 (a fraction of zeros changes nothing, as for amounts).
 */
export function readNftAmount(text: string, start: number, end: number): NftAmountScan {
  const scan = scanDecimal(text, start, end, 0, false);
  const written = text.slice(start, end);
  if (!scan.ok) {
    if (scan.code === 'TOO_MANY_DECIMALS') {
      const message = `Amount "${written.length > 40 ? `${written.slice(0, 37)}...` : written}" is not a whole number; an NFT amount counts whole tokens.`;
      return { ok: false, code: 'AMOUNT_NOT_INTEGER', offset: scan.offset, message };
    }
    // TOO_MANY_DIGITS: more than 78 digits is always more than 2^256 − 1.
    const code = scan.code === 'TOO_MANY_DIGITS' ? 'AMOUNT_TOO_LARGE' : scan.code;
    return { ok: false, code, offset: scan.offset, message: amountProblemMessage(scan.code, written, 0) };
  }
  if (scan.value === 0n) {
    return { ok: false, code: 'AMOUNT_ZERO', offset: start, message: 'Amount is zero; send at least 1 of each id.' };
  }
  if (scan.value > MAX_UINT256) {
    return { ok: false, code: 'AMOUNT_TOO_LARGE', offset: start, message: 'Amount is larger than 2^256 − 1.' };
  }
  return { ok: true, value: scan.value };
}
