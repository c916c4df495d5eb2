// Hides a chain from the Tool (`cli chains disable`) or offers it again (`enable`), keeping its other settings.
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';
import { knownChain } from './knownChain.js';

export async function setChainDisabled(db: Database, chainId: number, disabled: boolean): Promise<void> {
  await knownChain(db, chainId);
  await db
    .insert(chainSettings)
    .values({ chainId, disabled, updatedAt: new Date() })
    .onConflictDoUpdate({ target: chainSettings.chainId, set: { disabled, updatedAt: new Date() } });
}
