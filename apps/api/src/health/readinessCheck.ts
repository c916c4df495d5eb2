// Readiness as a visitor would notice it: the schema is migrated to what this build expects, and a form post can be
// written (a message and its outbox row, inserted inside a transaction that is then rolled back, so nothing stays).
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/Database.js';
import { migrationsFolder } from '../db/migrate.js';
import { rows } from '../db/rows.js';

/** Why the API is not ready; logged, never shown to the client. */
class NotReadyError extends Error {
  override name = 'NotReadyError';
}

class ProbeRolledBack extends Error {}

/** @param mailOn posts then write an outbox row too, so the probe does. */
export function readinessCheck(db: Database, mailOn: boolean): () => Promise<void> {
  const expected = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  return async () => {
    const applied = new Set(
      rows<{ hash: string }>(await db.execute(sql`select hash from fanout_migrations`)).map((r) => r.hash),
    );
    const missing = expected.filter((h) => !applied.has(h)).length;
    if (missing > 0) throw new NotReadyError(`${missing} migration(s) not applied`);
    try {
      await db.transaction(async (tx) => {
        const insert = sql`insert into messages (kind, name, email, message, agree, spam, ip, user_agent)
          values ('contact', '', '', '', false, false, '', 'readyz')`;
        await tx.execute(
          mailOn
            ? sql`with m as (${insert} returning id)
                insert into outbox (message_id, mail_message_id) select id, '<readyz-' || id || '>' from m`
            : insert,
        );
        throw new ProbeRolledBack();
      });
    } catch (err) {
      if (!(err instanceof ProbeRolledBack)) throw err;
    }
  };
}
