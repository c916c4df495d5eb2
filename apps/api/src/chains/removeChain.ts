// Drops the operator's settings and tokens of a chain (`cli chains remove`): a chain the operator added disappears,
// a built-in one goes back to the chain-definition and token-list values.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainSettings, chainTokens } from '../db/schema.js';
import { knownChain } from './knownChain.js';

export async function removeChain(db: Database, chainId: number): Promise<void> {
  await knownChain(db, chainId);
  await db.transaction(async (tx) => {
    await tx.delete(chainTokens).where(eq(chainTokens.chainId, chainId));
    await tx.delete(chainSettings).where(eq(chainSettings.chainId, chainId));
  });
}
