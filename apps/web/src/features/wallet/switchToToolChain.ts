// The wrong-network prompt's action: switch the wallet to the Tool's chain (adding it when the wallet lacks it).
import { refreshBalances, switchChain } from '@fanout/wallet-core';
import { walletConfig } from './walletConfig.js';
import { walletErrorText } from './walletErrorText.js';
import { useWalletNotice } from './walletNotice.js';

export async function switchToToolChain(): Promise<void> {
  const { show, clear } = useWalletNotice.getState();
  clear();
  try {
    const now = await switchChain(walletConfig);
    walletConfig.store.setState((state) => ({ web3: { ...state.web3, networkId: now } }));
    void refreshBalances(walletConfig).catch(() => undefined);
  } catch (error) {
    show('danger', walletErrorText(error));
  }
}
