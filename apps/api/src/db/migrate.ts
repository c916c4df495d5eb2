// Applies the committed SQL migrations once, in one transaction under an advisory lock, so several
// processes starting together on an empty database migrate exactly once.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './Database.js';
import { rows } from './rows.js';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Arbitrary constant key for pg_advisory_xact_lock ("fanout" in ASCII). */
const MIGRATION_LOCK_KEY = 0x66616e6f7574;

/** @param migrations the committed ones; a test passes the first few to set up an older schema with data. */
export async function migrate(
  db: Database,
  migrations: MigrationMeta[] = readMigrationFiles({ migrationsFolder }),
): Promise<void> {
  await db.transaction(async (tx) => {
    // Waiting for another process's migration, or a long one, is not bounded by the server's statement timeout.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists fanout_migrations (hash text primary key, created_at bigint not null, applied_at timestamptz not null default now())`,
    );
    const applied = rows<{ hash: string }>(await tx.execute(sql`select hash from fanout_migrations`));
    const done = new Set(applied.map((r) => r.hash));
    for (const m of migrations) {
      if (done.has(m.hash)) continue;
      for (const statement of m.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into fanout_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`);
    }
  });
}
