// The Connect button's flow: ask the wallet for an account, read balances, then sign in by signature.
import { connect, login, refreshBalances } from '@fanout/wallet-core';
import { walletConfig } from './walletConfig.js';
import { walletErrorText } from './walletErrorText.js';
import { useWalletNotice } from './walletNotice.js';

export async function connectAndSignIn(): Promise<boolean> {
  const { show, clear } = useWalletNotice.getState();
  clear();
  try {
    await connect(walletConfig, { silent: true });
    void refreshBalances(walletConfig).catch(() => undefined);
    await login(walletConfig);
    return true;
  } catch (error) {
    show('danger', walletErrorText(error));
    return false;
  }
}
