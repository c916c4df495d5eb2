import { TOKEN_ADDRESS_MIN_LENGTH } from '../limits/constants.js';

/**
 * Token info is looked up only when the entry is at least 32 characters long and starts with 0x in any
 * case. Surrounding whitespace (from a paste) is ignored. This gates the lookup only; use isAddress to validate.
 */
export function isTokenAddressCandidate(entry: string): boolean {
  if (typeof entry !== 'string') return false;
  const text = entry.trim();
  return (
    text.length >= TOKEN_ADDRESS_MIN_LENGTH &&
    text.charCodeAt(0) === 48 &&
    (text.charCodeAt(1) === 120 || text.charCodeAt(1) === 88)
  );
}
