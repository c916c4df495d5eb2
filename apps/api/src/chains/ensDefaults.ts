// Where ENS names are resolved when the operator says nothing (`cli chains ens`): Ethereum mainnet's registry over
// chain 1's first RPC. The registry is wallet-core's ENS_DEFAULTS.registry (a test keeps them equal; the API does not
// load wallet-core's ENS reader, which needs ethers).

export const DEFAULT_ENS_CHAIN_ID = 1;
export const DEFAULT_ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';
