import type { WalletConfig } from '../config/WalletConfig.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { ChainConfig } from './ChainConfig.js';

/** Parameters of {@link setActiveChain}. */
export type SetActiveChainParameters = {
  /** The chain the session must be on from now. */
  chainId: number;
  /** Its facts (name, coin, RPC, explorer) when the config should learn or update them, for `switchChain`. */
  chain?: ChainConfig;
};

/**
 * Makes `chainId` the chain the session must be on: `config.chainId`, `state.config.networkId` (so subscribers
 * re-render) and the active chain first in `config.chains` (taken from `chain` when given). The wrong-network
 * message may show again for the new target. Does not ask the wallet to move: call `switchChain` for that.
 */
export function setActiveChain(config: WalletConfig, parameters: SetActiveChainParameters): void {
  const { chainId, chain } = parameters;
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidParameterError('chainId', `a positive integer chain id, got ${String(chainId)}`);
  }
  if (chain && chain.id !== chainId) {
    throw new InvalidParameterError('chain', `the facts of chain ${chainId}, got chain ${chain.id}`);
  }
  const active = chain ?? config.chains.find((known) => known.id === chainId);
  config.chains = active ? [active, ...config.chains.filter((known) => known.id !== chainId)] : config.chains;
  config.chainId = chainId;
  config.store.setState({ config: { networkId: chainId }, wrongNetworkAlerted: false });
}
