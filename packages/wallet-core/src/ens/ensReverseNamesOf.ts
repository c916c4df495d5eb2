/**
 * Where an address's primary name for a coin type is read, in order (ENSIP-19): `<addr>.addr.reverse` for Ether
 * (coin type 60); for an L2 `<addr>.<coinTypeHex>.reverse`, then the name it gave every EVM chain,
 * `<addr>.default.reverse`. `<addr>` is the address in lower-case hex without 0x.
 */
export function ensReverseNamesOf(address: string, coinType: number): string[] {
  const label = address.slice(2).toLowerCase();
  if (coinType === 60) return [`${label}.addr.reverse`];
  return [`${label}.${coinType.toString(16)}.reverse`, `${label}.default.reverse`];
}
