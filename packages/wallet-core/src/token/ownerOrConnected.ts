import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';

/** `owner` if given, else the connected address. */
export function ownerOrConnected(config: WalletConfig, owner: string | undefined): string {
  const address = owner ?? config.store.getState().web3.address;
  if (!address) throw new NotConnectedError();
  return address;
}
