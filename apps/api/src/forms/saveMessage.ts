// Stores a message and, when mail is on and it is not spam, its outbox row in the same single statement.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';

export interface NewMessage {
  kind: 'contact' | 'quote';
  name: string;
  email: string;
  message: string;
  agree: boolean;
  spam: boolean;
  ip: string;
  userAgent: string;
}

/** @param mailDomain the right-hand side of the stable Message-ID, or undefined when mail is off. */
export async function saveMessage(db: Database, m: NewMessage, mailDomain: string | undefined): Promise<void> {
  const values = sql`(${m.kind}, ${m.name}, ${m.email}, ${m.message}, ${m.agree}, ${m.spam}, ${m.ip}, ${m.userAgent})`;
  const insert = sql`insert into messages (kind, name, email, message, agree, spam, ip, user_agent) values ${values}`;
  if (mailDomain === undefined || m.spam) {
    await db.execute(insert);
    return;
  }
  // One statement is one transaction: the message never exists without its mail, nor the mail without it.
  await db.execute(sql`with m as (${insert} returning id)
    insert into outbox (message_id, mail_message_id)
    select id, '<message-' || id || '@' || ${mailDomain} || '>' from m`);
}
