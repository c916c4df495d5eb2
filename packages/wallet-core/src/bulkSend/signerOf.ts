import { BrowserProvider, type JsonRpcSigner, Network } from 'ethers';
import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';

/** An ethers signer for the connected account, talking to the wallet's EIP-1193 provider. */
export async function signerOf(config: WalletConfig): Promise<JsonRpcSigner> {
  const { instance, address, networkId } = config.store.getState().web3;
  if (!instance || !address) throw new NotConnectedError();
  // A bare Network: ethers' named "matic" network would fetch fees from Polygon's gas station, a third
  // party the wallet never asked for; fees come from the wallet's own eth_gasPrice instead.
  const provider = new BrowserProvider(instance, networkId ? new Network('wallet', networkId) : undefined);
  return provider.getSigner(address);
}
