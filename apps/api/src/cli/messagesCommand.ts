// `messages list|export|handle`: the stored contact messages and quote requests with the state of their mail.
// Rows are read in keyset batches ((created_at, id) after the last one seen), so an export of a million rows holds
// one batch in memory and reads the next only once the previous one has been written out.
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { rows } from '../db/rows.js';
import { messages } from '../db/schema.js';
import { CliUsageError } from './CliUsageError.js';
import { parseFlags } from './parseFlags.js';
import { type Format, type Out, RowPrinter } from './RowPrinter.js';

/** Rows per read: enough to keep the database busy, small enough to keep memory flat. */
const BATCH = 1000;
const LIST_DEFAULT_LIMIT = 50;
const mailStates = ['pending', 'sent', 'failed', 'none'] as const;

export const messageColumns = [
  'id',
  'createdAt',
  'kind',
  'name',
  'email',
  'message',
  'agree',
  'spam',
  'handledAt',
  'mailStatus',
  'mailAttempts',
  'mailError',
];

interface MessageRow extends Record<string, unknown> {
  id: string;
  createdAt: string;
}

// Exact to the microsecond, so it doubles as the keyset cursor.
const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function formatOf(value: string | true | undefined, fallback: Format): Format {
  const f = value ?? fallback;
  if (f !== 'table' && f !== 'json' && f !== 'csv') throw new CliUsageError('--format is table, json or csv');
  return f;
}

async function handle(db: Database, ids: string[], out: Out): Promise<number> {
  if (ids.length === 0) throw new CliUsageError('messages handle needs at least one id');
  if (ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw new CliUsageError('message ids are UUIDs');
  const done = await db
    .update(messages)
    .set({ handledAt: new Date() })
    .where(and(inArray(messages.id, ids), isNull(messages.handledAt)))
    .returning({ id: messages.id });
  await out(`marked ${done.length} message(s) handled\n`);
  const known = new Set(
    (await db.select({ id: messages.id }).from(messages).where(inArray(messages.id, ids))).map((r) => r.id),
  );
  const unknown = ids.filter((id) => !known.has(id.toLowerCase()));
  if (unknown.length) {
    await out(`unknown message id: ${unknown.join(', ')}\n`);
    return 1;
  }
  return 0;
}

export async function messagesCommand(
  db: Database,
  sub: string | undefined,
  args: string[],
  out: Out,
): Promise<number> {
  if (sub === 'handle') return handle(db, parseFlags('messages handle', args, {}).positional, out);
  if (sub !== 'list' && sub !== 'export') throw new CliUsageError(`unknown messages command: ${sub ?? '(none)'}`);
  const flags = parseFlags(`messages ${sub}`, args, {
    valued: ['kind', 'since', 'limit', 'format', 'mail'],
    switches: ['unhandled', 'spam'],
  });
  if (flags.positional.length) throw new CliUsageError(`messages ${sub} takes no arguments: ${flags.positional[0]}`);

  const where: SQL[] = [sql`m.spam = ${flags.options.has('spam')}`];
  const kind = flags.options.get('kind');
  if (kind === 'contact' || kind === 'quote') where.push(sql`m.kind = ${kind}`);
  else if (kind !== undefined) throw new CliUsageError('--kind is contact or quote');
  if (flags.options.has('unhandled')) where.push(sql`m.handled_at is null`);
  const since = flags.options.get('since');
  if (typeof since === 'string') {
    const d = new Date(since);
    if (Number.isNaN(d.getTime())) throw new CliUsageError('--since is a date, e.g. 2026-01-31');
    where.push(sql`m.created_at >= ${d.toISOString()}::timestamptz`);
  }
  const mail = flags.options.get('mail');
  if (mail !== undefined) {
    if (!mailStates.includes(mail as (typeof mailStates)[number]))
      throw new CliUsageError(`--mail is ${mailStates.join(', ')}`);
    where.push(mail === 'none' ? sql`o.id is null` : sql`o.status = ${mail}`);
  }
  const limitFlag = flags.options.get('limit');
  const limit =
    sub === 'export' && limitFlag === undefined ? Number.POSITIVE_INFINITY : Number(limitFlag ?? LIST_DEFAULT_LIMIT);
  if (limit !== Number.POSITIVE_INFINITY && (!Number.isInteger(limit) || limit < 1))
    throw new CliUsageError('--limit is a positive integer');
  const format = formatOf(flags.options.get('format'), sub === 'export' ? 'csv' : 'table');

  // Export oldest first (a log to append to); list newest first (what came in lately).
  const ascending = sub === 'export';
  const printer = new RowPrinter(out, format, format === 'json' ? [] : messageColumns);
  let cursor: MessageRow | undefined;
  let printed = 0;
  while (printed < limit) {
    const after = cursor
      ? ascending
        ? sql`(m.created_at, m.id) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
        : sql`(m.created_at, m.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : sql`true`;
    const order = ascending ? sql`m.created_at asc, m.id asc` : sql`m.created_at desc, m.id desc`;
    const batch = rows<MessageRow>(
      await db.execute(sql`
        select m.id, ${utc(sql`m.created_at`)} as "createdAt", m.kind, m.name, m.email, m.message, m.agree, m.spam,
          ${utc(sql`m.handled_at`)} as "handledAt", coalesce(o.status, 'none') as "mailStatus",
          coalesce(o.attempts, 0) as "mailAttempts", coalesce(o.last_error, '') as "mailError",
          m.ip, m.user_agent as "userAgent"
        from messages m left join outbox o on o.message_id = m.id
        where ${sql.join([...where, after], sql` and `)}
        order by ${order}
        limit ${Math.min(BATCH, limit - printed)}`),
    );
    if (batch.length === 0) break;
    await printer.write(batch);
    printed += batch.length;
    cursor = batch[batch.length - 1];
  }
  await printer.end();
  return 0;
}
