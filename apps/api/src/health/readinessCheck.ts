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

/** How long one probe's outcome answers /readyz: however often it is called, the probe (a rolled-back insert, which
 * leaves a dead row for vacuum) runs at most once per this, and callers at the same moment share one. */
export const READINESS_REUSE_MS = 1000;

/** @param mailOn posts then write an outbox row too, so the probe does. */
export function readinessCheck(db: Database, mailOn: boolean, reuseMs = READINESS_REUSE_MS): () => Promise<void> {
  const expected = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= reuseMs) {
      const outcome = probe();
      // A failure is shared the same way, but must not surface as an unhandled rejection when nobody awaits it.
      outcome.catch(() => {});
      last = { at: now, outcome };
    }
    return last.outcome;
  };

  async function probe(): Promise<void> {
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
  }
}
