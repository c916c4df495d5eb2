// Node-only entry `@fanout/contracts/chain`: the local development chain.

export { LOCAL_CHAIN } from './LOCAL_CHAIN.js';
export type { LocalChain, LocalChainAccount, LocalChainInfo } from './LocalChain.js';
export { LocalChainError } from './LocalChainError.js';
export { LOCAL_CHAIN_STATE_FILE, type StartLocalChainOptions, startLocalChain } from './startLocalChain.js';
