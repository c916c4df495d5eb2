// Refuses a command about a chain that is neither built in nor configured (a typo would otherwise create it).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';
import { builtInChains } from './builtInChains.js';
import { UnknownChainError } from './UnknownChainError.js';

export async function knownChain(db: Database, chainId: number): Promise<void> {
  if (builtInChains.some((c) => c.id === chainId)) return;
  const [row] = await db.select().from(chainSettings).where(eq(chainSettings.chainId, chainId));
  if (!row) throw new UnknownChainError(`chain ${chainId} is neither built in nor configured (see chains list)`);
}
