// Every URL a page of the site calls for the served settings, whose origins go into the CSP's connect-src: each served
// chain's RPCs first (they matter most when room runs out), then the ENS RPC and the Safe Transaction Services.
import type { ChainSettings } from '@fanout/wallet-core/chain-settings';

export function connectUrlsOf(settings: ChainSettings): string[] {
  return [
    ...new Set([
      ...settings.chains.flatMap((c) => c.rpcUrls),
      ...(settings.ens ? [settings.ens.rpcUrl] : []),
      ...settings.chains.flatMap((c) => (c.safeTransactionService ? [c.safeTransactionService] : [])),
    ]),
  ];
}
