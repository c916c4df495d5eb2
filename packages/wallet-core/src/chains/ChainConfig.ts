import type { ChainFacts } from '../chainSettings/ChainSettings.js';

/**
 * A network the session can run on or add to a wallet (`wallet_addEthereumChain`): the chain's facts from the one
 * chain shape (`ChainFacts`, `@fanout/wallet-core/chain-settings`) with the single RPC and explorer a wallet is given.
 * `chainConfigOf(chain)` makes one from a served chain.
 */
export type ChainConfig = Pick<ChainFacts, 'id' | 'name' | 'nativeCurrency'> & {
  rpcUrl: string;
  explorerUrl: string;
};
