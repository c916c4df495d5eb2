// Takes a pay token off a chain (`cli chains token-remove`); a token-list token stays hidden until added again.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainTokens } from '../db/schema.js';
import { builtInPayTokens } from './builtInPayTokens.js';
import { knownChain } from './knownChain.js';

/** Returns whether the chain offered the token. */
export async function removePayToken(db: Database, chainId: number, address: string): Promise<boolean> {
  await knownChain(db, chainId);
  const where = and(eq(chainTokens.chainId, chainId), eq(chainTokens.address, address));
  if (builtInPayTokens(chainId).some((t) => t.address === address)) {
    const [row] = await db.select().from(chainTokens).where(where);
    const values = { removed: true, isDefault: false, updatedAt: new Date() };
    await db
      .insert(chainTokens)
      .values({ chainId, address, ...values })
      .onConflictDoUpdate({ target: [chainTokens.chainId, chainTokens.address], set: values });
    return !row?.removed;
  }
  return (await db.delete(chainTokens).where(where).returning()).length > 0;
}
