// Cached powers of ten as bigint (decimals are 0..255, so the table stays small).
const cache: bigint[] = [1n];

/** 10^n as a bigint, for 0 <= n <= 255 (cached). */
export function pow10(n: number): bigint {
  let value = cache[n];
  if (value === undefined) {
    value = 10n ** BigInt(n);
    cache[n] = value;
  }
  return value;
}
