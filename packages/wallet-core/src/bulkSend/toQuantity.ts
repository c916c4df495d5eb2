/** A bigint or number as a JSON-RPC quantity (`0x` hex, no leading zeros). */
export function toQuantity(value: bigint | number): `0x${string}` {
  return `0x${value.toString(16)}`;
}
