/** Exponential backoff: base after the first failure, doubling each time, capped at max. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}
