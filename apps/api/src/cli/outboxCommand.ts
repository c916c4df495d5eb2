// `outbox list|retry`: the operator's view of the mail queue. A failed mail (5xx from SMTP, or out of attempts)
// stays failed until the operator retries it; retried, it is due at once with a fresh attempt budget and a running
// server's worker sends it on its next pass, with the same Message-ID.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { rows } from '../db/rows.js';
import { CliUsageError } from './CliUsageError.js';
import { formatOf } from './messagesCommand.js';
import { parseFlags } from './parseFlags.js';
import { type Out, RowPrinter } from './RowPrinter.js';

const statuses = ['pending', 'sent', 'failed'] as const;
const columns = [
  'id',
  'messageId',
  'status',
  'attempts',
  'lastError',
  'nextAttemptAt',
  'sentAt',
  'kind',
  'name',
  'email',
];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

async function list(db: Database, args: string[], out: Out): Promise<number> {
  const flags = parseFlags('outbox list', args, { valued: ['status', 'limit', 'format'] });
  if (flags.positional.length) throw new CliUsageError(`outbox list takes no arguments: ${flags.positional[0]}`);
  const status = flags.options.get('status');
  if (status !== undefined && !statuses.includes(status as (typeof statuses)[number]))
    throw new CliUsageError(`--status is ${statuses.join(', ')}`);
  const limit = Number(flags.options.get('limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1) throw new CliUsageError('--limit is a positive integer');
  const format = formatOf(flags.options.get('format'), 'table');
  const found = rows<Record<string, unknown>>(
    await db.execute(sql`
      select o.id, o.message_id as "messageId", o.status, o.attempts, coalesce(o.last_error, '') as "lastError",
        ${utc(sql`o.next_attempt_at`)} as "nextAttemptAt", ${utc(sql`o.sent_at`)} as "sentAt",
        m.kind, m.name, m.email
      from outbox o join messages m on m.id = o.message_id
      where ${status === undefined ? sql`true` : sql`o.status = ${status}`}
      order by o.created_at desc, o.id desc
      limit ${limit + 1}`),
  );
  const printer = new RowPrinter(out, format, columns);
  await printer.write(found.slice(0, limit));
  await printer.end(found.length > limit);
  return 0;
}

async function retry(db: Database, args: string[], out: Out): Promise<number> {
  const flags = parseFlags('outbox retry', args, { switches: ['all-failed'] });
  const ids = flags.positional;
  const all = flags.options.has('all-failed');
  if (all === ids.length > 0) throw new CliUsageError('outbox retry needs outbox or message ids, or --all-failed');
  const bad = ids.find((id) => !uuid.test(id));
  if (bad) throw new CliUsageError(`not an id (outbox or message UUID): ${bad}`);
  const which = all
    ? sql`status = 'failed'`
    : sql`status = 'failed' and (id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) or message_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`;
  const retried = rows<{ id: string }>(
    await db.execute(sql`update outbox set status = 'pending', attempts = 0, next_attempt_at = now(),
      locked_until = null where ${which} returning id`),
  );
  await out(`queued ${retried.length} failed mail(s) for another attempt\n`);
  if (!all) {
    const known = new Set(
      rows<{ id: string; messageId: string }>(
        await db.execute(
          sql`select id, message_id as "messageId" from outbox where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) or message_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
      ).flatMap((r) => [r.id, r.messageId]),
    );
    const unknown = ids.filter((id) => !known.has(id.toLowerCase()));
    if (unknown.length) {
      await out(`unknown outbox or message id: ${unknown.join(', ')}\n`);
      return 1;
    }
  }
  if (!all && retried.length < ids.length)
    await out('(only failed mails are retried: a pending one is already being tried, a sent one is done)\n');
  return 0;
}

export async function outboxCommand(db: Database, sub: string | undefined, args: string[], out: Out): Promise<number> {
  if (sub === 'list') return list(db, args, out);
  if (sub === 'retry') return retry(db, args, out);
  throw new CliUsageError(`unknown outbox command: ${sub ?? '(none)'}`);
}
