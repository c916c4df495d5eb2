import { SecureRandomUnavailableError } from '../errors/SecureRandomUnavailableError.js';

type RandomSource = { getRandomValues?: (array: Uint8Array) => Uint8Array };

/** `length` bytes from `crypto.getRandomValues`; throws {@link SecureRandomUnavailableError} when it is absent. */
export function secureRandomBytes(length: number): Uint8Array {
  const source = (globalThis as { crypto?: RandomSource }).crypto;
  if (!source || typeof source.getRandomValues !== 'function') throw new SecureRandomUnavailableError();
  return source.getRandomValues(new Uint8Array(length));
}
