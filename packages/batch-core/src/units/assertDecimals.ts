import { MAX_DECIMALS } from '../limits/constants.js';
import { InvalidDecimalsError } from './InvalidDecimalsError.js';

/** Throws InvalidDecimalsError unless `decimals` is an integer in 0..255. */
export function assertDecimals(decimals: unknown): asserts decimals is number {
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidDecimalsError(decimals);
  }
}
