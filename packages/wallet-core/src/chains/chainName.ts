import type { ChainConfig } from './ChainConfig.js';

/** Name of a configured chain, or 'unknown network'. */
export function chainName(chainId: number | null | undefined, chains: readonly ChainConfig[]): string {
  return chains.find((chain) => chain.id === chainId)?.name ?? 'unknown network';
}
