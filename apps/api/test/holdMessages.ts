// Holds the messages table from another holder, as a busy or stuck database would: an open transaction that takes
// PGlite's only connection, or on PostgreSQL a lock on the table. A post's statement waits until release().
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/Database.js';
import { dbKind } from './helper.js';

/** Resolves once the table is held; the returned function ends the hold (and resolves when it has ended). */
export async function holdMessages(db: Database): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const holds = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = db.transaction(async (tx) => {
    if (dbKind === 'postgres') await tx.execute(sql`lock table messages in access exclusive mode`);
    holding();
    await held;
  });
  await holds;
  return async () => {
    release();
    await holder;
  };
}
