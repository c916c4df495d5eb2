// Sign in again with the connected wallet (after a refused signature).
import { login } from '@fanout/wallet-core';
import { walletConfig } from './walletConfig.js';
import { walletErrorText } from './walletErrorText.js';
import { useWalletNotice } from './walletNotice.js';

export async function signIn(): Promise<void> {
  const { show, clear } = useWalletNotice.getState();
  clear();
  try {
    await login(walletConfig);
  } catch (error) {
    show('danger', walletErrorText(error));
  }
}
