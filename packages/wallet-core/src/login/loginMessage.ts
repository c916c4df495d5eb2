import { InvalidParameterError } from '../errors/InvalidParameterError.js';

/**
 * The exact text the wallet signs at sign-in: the configured login text followed by the Unix-seconds
 * timestamp. The API rebuilds the same string to check the signature.
 */
export function loginMessage(loginText: string, timestamp: number): string {
  if (typeof loginText !== 'string' || loginText.length === 0) {
    throw new InvalidParameterError('loginText', 'must be a non-empty string');
  }
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new InvalidParameterError('timestamp', `must be a non-negative integer of Unix seconds, got ${timestamp}`);
  }
  return `${loginText}${timestamp}`;
}
