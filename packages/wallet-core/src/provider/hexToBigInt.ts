/** bigint of a `0x` quantity from a JSON-RPC answer ('0x' alone is 0). */
export function hexToBigInt(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) {
    throw new TypeError(`expected a 0x hex quantity, got ${String(value)}`);
  }
  return value === '0x' ? 0n : BigInt(value);
}
