// Public entry of @fanout/wallet-core.
export { POLYGON_CHAIN_ID } from './chains/chainIds.js';
