/** `0x`-hex form of a chain id, as `wallet_switchEthereumChain` expects (137 → "0x89"). */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
