// Where the Tool reads ENS names: the chain settings' `ens` (GET /api/chains), or null when the site has none.
import type { ChainSettings, ChainSettingsAddress } from '@fanout/wallet-core/chain-settings';

/** The L1 that holds ENS (Ethereum mainnet; a local chain in the browser tests) and its registry. */
export interface EnsSetting {
  chainId: number;
  rpcUrl: string;
  registry: ChainSettingsAddress;
}

/** The settings' ENS entry; null when ENS is not configured (or an older server does not say). */
export function ensSettingOf(settings: ChainSettings): EnsSetting | null {
  return (settings as ChainSettings & { ens?: EnsSetting | null }).ens ?? null;
}
