// Names of the chains the site knows beyond the wallet session's own (Polygon, Amoy): the Tool registers the served
// chain settings here (Ethereum, BNB Smart Chain, Base…), so a wallet on one of them is named ("Your wallet is on
// Ethereum"), never "an unknown network".
import { create } from 'zustand';

export const useChainNames = create<{ names: Record<number, string> }>(() => ({ names: {} }));

/** Remembers the names of `chains` (e.g. the served chain settings). */
export function rememberChainNames(chains: readonly { id: number; name: string }[]): void {
  const names = { ...useChainNames.getState().names };
  for (const chain of chains) names[chain.id] = chain.name;
  useChainNames.setState({ names });
}
