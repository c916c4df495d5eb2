import type { WalletConfig } from '../config/WalletConfig.js';
import { notifyWrongNetwork } from './notifyWrongNetwork.js';

/** Handler of the wallet's `chainChanged` event (chain id as hex). */
export function onChainChanged(config: WalletConfig, chainId: string | number): void {
  notifyWrongNetwork(config, Number(chainId));
}
