// An ethers provider over the connected wallet. The network is named by us, so ethers attaches none of its
// Polygon plugins (its gas-station lookup would leave the page for an outside service).
import { BrowserProvider, type Eip1193Provider, Network } from 'ethers';
import { walletConfig } from '../../wallet/walletConfig.js';

export function walletProvider(instance: Eip1193Provider): BrowserProvider {
  return new BrowserProvider(instance, new Network('fanout-tool', walletConfig.chainId), { cacheTimeout: -1 });
}
