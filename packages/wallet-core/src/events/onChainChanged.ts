import { notifyWrongNetwork } from '../chains/notifyWrongNetwork.js';
import type { WalletConfig } from '../config/WalletConfig.js';

/** Handler of the wallet's `chainChanged` event (chain id as hex): records the chain, alerts a wrong one once. */
export function onChainChanged(config: WalletConfig, chainId: string | number): void {
  const networkId = Number(chainId);
  if (!config.store.getState().connected || !Number.isSafeInteger(networkId)) return;
  notifyWrongNetwork(config, networkId);
}
