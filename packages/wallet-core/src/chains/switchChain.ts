import type { WalletConfig } from '../config/WalletConfig.js';
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { requestWallet } from '../provider/requestWallet.js';
import { notifyWrongNetwork } from './notifyWrongNetwork.js';
import { toHexChainId } from './toHexChainId.js';

/**
 * Moves the wallet to `chainId` (default: the configured chain) with `wallet_switchEthereumChain`.
 * A refusal (4001) is thrown as {@link UserRejectedRequestError}; any other failure (e.g. 4902, chain
 * unknown to the wallet) falls back to `wallet_addEthereumChain` with the chain's config. Returns the
 * chain id the wallet reports afterwards.
 */
export async function switchChain(config: WalletConfig, parameters: { chainId?: number } = {}): Promise<number> {
  const chainId = parameters.chainId ?? config.chainId;
  const provider = config.store.getState().web3.instance;
  if (!provider) throw new NotConnectedError();
  const hexId = toHexChainId(chainId);
  try {
    await requestWallet(provider, 'wallet_switchEthereumChain', [{ chainId: hexId }]);
  } catch (error) {
    if (error instanceof UserRejectedRequestError) throw error;
    const chain = config.chains.find((known) => known.id === chainId);
    if (!chain) throw new ChainNotConfiguredError(chainId);
    await requestWallet(provider, 'wallet_addEthereumChain', [
      {
        chainId: hexId,
        chainName: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: [chain.rpcUrl],
        blockExplorerUrls: [chain.explorerUrl],
      },
    ]);
  }
  const now = Number(await requestWallet(provider, 'eth_chainId'));
  notifyWrongNetwork(config, now, { silent: true });
  return now;
}
