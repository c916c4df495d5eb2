import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { requestWallet } from '../provider/requestWallet.js';
import { notifyWrongNetwork } from './notifyWrongNetwork.js';

/** Asks the wallet for its chain id, stores it, and alerts once when it is not the configured chain. */
export async function checkNetwork(config: WalletConfig): Promise<boolean> {
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  return notifyWrongNetwork(config, Number(await requestWallet(provider, 'eth_chainId')));
}
