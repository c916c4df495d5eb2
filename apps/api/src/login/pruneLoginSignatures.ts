// Deletes used login signatures whose timestamps are outside the login window for good: they can no longer be
// replayed (the timestamp check rejects them first), so keeping them would only grow the table.
import { lt } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { loginSignatures } from '../db/schema.js';

export async function pruneLoginSignatures(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(loginSignatures)
    .where(lt(loginSignatures.expiresAt, now))
    .returning({ address: loginSignatures.address });
  return gone.length;
}
