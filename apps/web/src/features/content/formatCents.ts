// Format a bigint amount of cents as dollars ('$19.99') without going through floating point.
export function formatCents(cents: bigint): string {
  const whole = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `$${whole}.${rest}`;
}
