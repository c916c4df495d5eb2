import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { requestWallet } from '../provider/requestWallet.js';

/** `eth_call` through the connected wallet; returns the raw hex result. */
export async function ethCall(config: WalletConfig, to: string, data: string): Promise<string> {
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  return String(await requestWallet(provider, 'eth_call', [{ to, data }, 'latest']));
}
