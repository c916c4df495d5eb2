import type { ChainConfig } from '../chains/ChainConfig.js';
import type { ChainSetting } from './ChainSettings.js';

/** The wallet-core ChainConfig of a served chain: what switchChain gives `wallet_addEthereumChain` (first RPC). */
export function chainConfigOf(chain: ChainSetting): ChainConfig {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrl: chain.rpcUrls[0] ?? '',
    explorerUrl: chain.explorerUrl ?? '',
  };
}
