// The CLI's check before a chain or ENS change is committed: every served RPC, ENS RPC and Safe Transaction Service
// origin goes into each response's CSP header, so settings that would take it past its bound are refused.
import type { Database } from '../db/Database.js';
import { chainSettings, ensSettings } from '../db/schema.js';
import { CSP_HEADER_MAX_BYTES, cspOrigin } from '../web/cspOrigin.js';
import { connectUrlsOf } from './connectUrlsOf.js';
import { InvalidChainSettingError } from './InvalidChainSettingError.js';
import { resolveChainSettings } from './resolveChainSettings.js';

/** Room for the connect-src origins in the CSP header: its bound less what the rest of the policy needs. */
export const RPC_ORIGINS_CSP_BUDGET = CSP_HEADER_MAX_BYTES - 2048;

/** @param tx the transaction holding the change; @param what the option named in the refusal (`--rpc`, …). */
export async function assertConnectOriginsFit(tx: Database, what: string): Promise<void> {
  const [rows, [ens]] = await Promise.all([tx.select().from(chainSettings), tx.select().from(ensSettings)]);
  const settings = resolveChainSettings(rows, [], { owner: null, salt: null, cacheMs: 0 }, ens);
  const origins = new Set(connectUrlsOf(settings).map((u) => cspOrigin(u) ?? ''));
  const bytes = [...origins].reduce((n, o) => n + o.length + 1, 0);
  if (bytes > RPC_ORIGINS_CSP_BUDGET) {
    throw new InvalidChainSettingError(
      `${what}: the served RPC and service origins would take ${bytes} bytes of the CSP header (at most ${RPC_ORIGINS_CSP_BUDGET}); use fewer hosts`,
    );
  }
}
