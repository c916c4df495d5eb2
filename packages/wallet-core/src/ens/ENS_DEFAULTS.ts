/** Where and how ENS names are read unless the caller says otherwise. */
export const ENS_DEFAULTS = {
  /** The ENS registry on Ethereum mainnet (the same address on its testnets). */
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  /** ENS lives on Ethereum mainnet: names for every chain are read there (ENSIP-11, ENSIP-19). */
  l1ChainId: 1,
  /** Names read at once: each name costs 3 to 5 calls, and a public RPC limits a client's rate. */
  concurrency: 4,
} as const;
