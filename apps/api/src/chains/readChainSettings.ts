// The served chain settings as they stand in the database now.
import type { Database } from '../db/Database.js';
import { chainSettings, chainTokens } from '../db/schema.js';
import type { ChainSettingsJson } from './ChainSettingsJson.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { resolveChainSettings } from './resolveChainSettings.js';

export async function readChainSettings(db: Database, config: ChainsConfig): Promise<ChainSettingsJson> {
  const [overrides, tokens] = await Promise.all([db.select().from(chainSettings), db.select().from(chainTokens)]);
  return resolveChainSettings(overrides, tokens, config);
}
