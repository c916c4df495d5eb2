// A login timestamp in Unix seconds: a JSON integer, or a string of digits (form posts send text). Nothing is
// coerced: null, true, "Infinity", " 123 " or 1.5 are refused rather than read as some number.
import { ParameterError } from '../errors/ParameterError.js';

const MAX_TIMESTAMP = 9_999_999_999;

export function parseTimestamp(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_TIMESTAMP) return value;
  if (typeof value === 'string' && /^[0-9]{1,10}$/.test(value)) return Number(value);
  throw new ParameterError('timestamp');
}
