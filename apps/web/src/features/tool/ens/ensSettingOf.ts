// Where the Tool reads ENS names: the chain settings' `ens` (GET /api/chains), or null when the site has none.
import type { ChainSettings, EnsSetting } from '@fanout/wallet-core/chain-settings';

/** The settings' ENS entry (the L1 that holds ENS and its registry); null when ENS is not configured. */
export function ensSettingOf(settings: ChainSettings): EnsSetting | null {
  // `?? null`: a settings object built before the field existed (a stored fallback) says nothing of ENS.
  return settings.ens ?? null;
}
