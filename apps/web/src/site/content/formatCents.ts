// Format a bigint amount of cents as dollars ('$19.99').
import { centsToDecimal } from './centsToDecimal.js';

export function formatCents(cents: bigint): string {
  return `$${centsToDecimal(cents)}`;
}
