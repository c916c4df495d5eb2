// An EVM address from a query or body, lowercased; anything else is a parameter error naming the field.
import { ParameterError } from '../errors/ParameterError.js';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

export function parseAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !addressPattern.test(value)) throw new ParameterError(field);
  return value.toLowerCase();
}
