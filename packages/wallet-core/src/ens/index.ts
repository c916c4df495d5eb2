// Subpath entry `@fanout/wallet-core/ens`: ENS names to addresses for the chain paid, read on Ethereum mainnet
// (ENSIP-11 coin types, ENSIP-19 primary names). Off the engine's entry: a list without names never loads it.
export { ENS_DEFAULTS } from './ENS_DEFAULTS.js';
export { EnsL1ChainError } from './EnsL1ChainError.js';
export type { EnsNameError } from './EnsNameError.js';
export { EnsNameInvalidError } from './EnsNameInvalidError.js';
export { EnsNoChainAddressError } from './EnsNoChainAddressError.js';
export { EnsNoResolverError } from './EnsNoResolverError.js';
export { EnsReadError } from './EnsReadError.js';
export type { EnsResolution } from './EnsResolution.js';
export { ensCoinTypeOf } from './ensCoinTypeOf.js';
export { type ResolveEnsNamesOptions, resolveEnsNames } from './resolveEnsNames.js';
