import { InvalidTokenIdError } from './InvalidTokenIdError.js';
import { scanTokenId } from './scanTokenId.js';

/**
 * Reads one token id, decimal (`42`) or hex (`0x2a`), as a bigint in 0 … 2^256 − 1, with the rules of the lists
 * (no sign, fraction, exponent, grouping or spaces): `parseTokenId('0x2a') === 42n`.
 * @throws InvalidTokenIdError (with a stable `code`).
 */
export function parseTokenId(value: string): bigint {
  const text = String(value);
  if (text === '') throw new InvalidTokenIdError('INVALID_TOKEN_ID', text, 'A token id is needed.');
  const scan = scanTokenId(text, 0, text.length);
  if (!scan.ok) throw new InvalidTokenIdError(scan.code, text, scan.message);
  return scan.value;
}
