// A bigint amount of cents as a decimal string ('19.99'), without going through floating point.
export function centsToDecimal(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
