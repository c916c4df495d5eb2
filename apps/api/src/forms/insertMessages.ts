// Stores messages and, when mail is on, the outbox row of each non-spam one, in one statement (one transaction).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import type { NewMessage } from './NewMessage.js';

/** @param mailDomain the right-hand side of the stable Message-ID, or undefined when mail is off. */
export async function insertMessages(db: Database, batch: NewMessage[], mailDomain: string | undefined): Promise<void> {
  if (batch.length === 0) return;
  const values = sql.join(
    batch.map(
      (m): SQL => sql`(${m.kind}, ${m.name}, ${m.email}, ${m.message}, ${m.agree}, ${m.spam}, ${m.ip}, ${m.userAgent})`,
    ),
    sql`, `,
  );
  const insert = sql`insert into messages (kind, name, email, message, agree, spam, ip, user_agent) values ${values}`;
  if (mailDomain === undefined || batch.every((m) => m.spam)) {
    await db.execute(insert);
    return;
  }
  // The message never exists without its mail, nor the mail without its message.
  await db.execute(sql`with m as (${insert} returning id, spam)
    insert into outbox (message_id, mail_message_id)
    select id, '<message-' || id || '@' || ${mailDomain} || '>' from m where not spam`);
}
