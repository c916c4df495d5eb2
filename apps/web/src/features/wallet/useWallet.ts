// React binding over wallet-core's vanilla store: `useWallet((state) => state.web3.address)`.
import type { WalletState } from '@fanout/wallet-core';
import { useStore } from 'zustand';
import { walletConfig } from './walletConfig.js';

export function useWallet<T>(selector: (state: WalletState) => T): T {
  return useStore(walletConfig.store, selector);
}
