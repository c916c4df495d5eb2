// The one address scanner behind isAddress, toChecksumAddress and parseRecipients: char codes, reused buffers.
import type { Address } from './Address.js';
import type { AddressProblem } from './AddressProblem.js';
import { getAddressHasher } from './getAddressHasher.js';
import { isChecksumUpper } from './isChecksumUpper.js';

export type AddressScan =
  | {
      ok: true;
      /** The EIP-55 checksummed address. */
      address: Address;
      /** First 4 and last 4 hex digits as one 32-bit number: the look-alike (address-poisoning) key. */
      lookAlikeKey: number;
    }
  | {
      ok: false;
      code: AddressProblem;
      /** Index in the scanned text of the character at fault (the start when the whole thing is wrong). */
      offset: number;
      message: string;
    };

const out: number[] = new Array<number>(42).fill(0);
out[0] = 48; // 0
out[1] = 120; // x

function describe(c: number): string {
  if (c < 32 || (c >= 0x7f && c <= 0xa0) || (c >= 0x2000 && c <= 0x206f) || c === 0xfeff) {
    return `invisible character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `character "${String.fromCharCode(c)}"`;
}

/**
 * Validates text[start, end) as an address: `0x` + 40 hex digits; mixed case must match EIP-55 (all lower and all
 * upper case are accepted, having no checksum to check); the zero address is refused unless `allowZero`.
 */
export function scanAddress(text: string, start: number, end: number, allowZero = false): AddressScan {
  const length = end - start;
  if (length < 2 || text.charCodeAt(start) !== 48 || text.charCodeAt(start + 1) !== 120) {
    return { ok: false, code: 'INVALID_ADDRESS', offset: start, message: 'An address must start with 0x.' };
  }
  let hasLower = false;
  let hasUpper = false;
  let nonZero = false;
  let key = 0;
  const hasher = getAddressHasher();
  const lower = hasher.input;
  const hexEnd = Math.min(end, start + 42);
  for (let i = start + 2; i < hexEnd; i++) {
    let c = text.charCodeAt(i);
    let nibble: number;
    if (c >= 48 && c <= 57) nibble = c - 48;
    else if (c >= 97 && c <= 102) {
      nibble = c - 87;
      hasLower = true;
    } else if (c >= 65 && c <= 70) {
      nibble = c - 55;
      hasUpper = true;
      c += 32;
    } else {
      return {
        ok: false,
        code: 'INVALID_ADDRESS',
        offset: i,
        message: `An address may hold only hex digits after 0x; found ${describe(c)}.`,
      };
    }
    const k = i - start - 2;
    lower[k] = c;
    if (nibble !== 0) nonZero = true;
    if (k < 4 || k >= 36) key = (key << 4) | nibble;
  }
  if (length !== 42) {
    return {
      ok: false,
      code: 'INVALID_ADDRESS',
      offset: start,
      message: `An address has 40 hex digits after 0x; this one has ${length - 2}.`,
    };
  }
  if (!nonZero && !allowZero) {
    return { ok: false, code: 'ZERO_ADDRESS', offset: start, message: 'The zero address cannot receive tokens.' };
  }
  const digest = hasher.hash();
  if (hasLower && hasUpper) {
    // Mixed case is a checksum claim: every letter must have exactly the case EIP-55 gives it.
    for (let k = 0; k < 40; k++) {
      const c = text.charCodeAt(start + 2 + k);
      if (c < 65) continue;
      if (c <= 70 !== isChecksumUpper(digest, k)) {
        return {
          ok: false,
          code: 'BAD_CHECKSUM',
          offset: start,
          message: 'Mixed-case address fails its EIP-55 checksum: a character was probably mistyped.',
        };
      }
    }
    return { ok: true, address: text.slice(start, end) as Address, lookAlikeKey: key };
  }
  for (let k = 0; k < 40; k++) {
    const c = lower[k] ?? 0;
    out[k + 2] = c >= 97 && isChecksumUpper(digest, k) ? c - 32 : c;
  }
  return { ok: true, address: String.fromCharCode.apply(null, out) as Address, lookAlikeKey: key };
}
