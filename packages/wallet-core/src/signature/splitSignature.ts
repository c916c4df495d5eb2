import { InvalidSignatureError } from '../errors/InvalidSignatureError.js';

/** An Ethereum signature split into its parts. */
export type SplitSignature = {
  r: `0x${string}`;
  s: `0x${string}`;
  /** 27 or 28 (the only values personal_sign produces). */
  v: 27 | 28;
};

const SIGNATURE_PATTERN = /^(0x)?[0-9a-fA-F]{130}$/;

/**
 * Splits a 65-byte `0x` hex signature (r ‖ s ‖ v) into r, s and v.
 * Throws {@link InvalidSignatureError} when it is not 65 bytes of hex or v is not 27 or 28.
 */
export function splitSignature(signature: string): SplitSignature {
  if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) {
    throw new InvalidSignatureError('expected 65 bytes of hex (130 hex digits, optional 0x prefix)');
  }
  const hex = signature.startsWith('0x') ? signature.slice(2) : signature;
  const v = Number.parseInt(hex.slice(128, 130), 16);
  if (v !== 27 && v !== 28) {
    throw new InvalidSignatureError(`v must be 27 or 28, got ${v}`);
  }
  return { r: `0x${hex.slice(0, 64).toLowerCase()}`, s: `0x${hex.slice(64, 128).toLowerCase()}`, v };
}
