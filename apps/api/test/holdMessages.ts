// Holds a table (messages unless told) from another holder, as a busy or stuck database would: an open transaction
// that takes PGlite's only connection, or on PostgreSQL a lock on the table. A statement on it waits until release().
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/Database.js';
import { dbKind } from './helper.js';

/** Resolves once the table is held; the returned function ends the hold (and resolves when it has ended). */
export async function holdMessages(db: Database, table = 'messages'): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const holds = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = db.transaction(async (tx) => {
    if (dbKind === 'postgres') await tx.execute(sql`lock table ${sql.identifier(table)} in access exclusive mode`);
    holding();
    await held;
  });
  // The app's own client may stop waiting for the holder (its statement bound) while the hold lasts on.
  const ended = holder.catch(() => {});
  await holds;
  return async () => {
    release();
    await ended;
  };
}
