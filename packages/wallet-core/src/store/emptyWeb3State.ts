import { WalletType } from '../provider/WalletType.js';
import type { Web3State } from './Web3State.js';

/** `web3` when no wallet is connected. */
export function emptyWeb3State(): Web3State {
  return {
    address: null,
    coinbase: null,
    error: null,
    instance: null,
    isInjected: false,
    walletType: WalletType.MetaMask,
    networkId: null,
  };
}
