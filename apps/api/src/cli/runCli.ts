// The operator commands over an open database; returns the process exit code. Output goes to `out`.
import { and, asc, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import { contractList } from '../contracts/contractList.js';
import type { Database } from '../db/Database.js';
import { contracts, messages, whitelist } from '../db/schema.js';
import { parseAddress } from '../users/parseAddress.js';
import { CliUsageError } from './CliUsageError.js';
import { toCsv } from './toCsv.js';
import { usage } from './usage.js';

type Out = (text: string) => void;

interface Flags {
  positional: string[];
  options: Map<string, string | true>;
}

function parseFlags(args: string[]): Flags {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  const valued = new Set(['kind', 'since', 'limit', 'format']);
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (valued.has(name)) {
      const v = inline ?? args[++i];
      if (v === undefined) throw new CliUsageError(`--${name} needs a value`);
      options.set(name, v);
    } else options.set(name, true);
  }
  return { positional, options };
}

function format(flags: Flags, fallback: 'table' | 'json' | 'csv'): 'table' | 'json' | 'csv' {
  const f = flags.options.get('format') ?? fallback;
  if (f !== 'table' && f !== 'json' && f !== 'csv') throw new CliUsageError('--format is table, json or csv');
  return f;
}

function print(out: Out, fmt: 'table' | 'json' | 'csv', columns: string[], rows: Record<string, unknown>[]): void {
  if (fmt === 'json') out(`${JSON.stringify(rows, null, 2)}\n`);
  else if (fmt === 'csv') out(toCsv(columns, rows));
  else {
    const cell = (v: unknown) =>
      (v instanceof Date ? v.toISOString() : String(v ?? '')).replace(/\s+/g, ' ').slice(0, 60);
    out(`${columns.join('\t')}\n`);
    for (const r of rows) out(`${columns.map((c) => cell(r[c])).join('\t')}\n`);
    out(`(${rows.length} rows)\n`);
  }
}

const messageColumns = ['id', 'createdAt', 'kind', 'name', 'email', 'message', 'agree', 'spam', 'handledAt'];

async function messagesCommand(db: Database, sub: string | undefined, flags: Flags, out: Out): Promise<number> {
  if (sub === 'handle') {
    const ids = flags.positional;
    if (ids.length === 0) throw new CliUsageError('messages handle needs at least one id');
    if (ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw new CliUsageError('message ids are UUIDs');
    const done = await db
      .update(messages)
      .set({ handledAt: new Date() })
      .where(and(inArray(messages.id, ids), isNull(messages.handledAt)))
      .returning({ id: messages.id });
    out(`marked ${done.length} message(s) handled\n`);
    return 0;
  }
  if (sub !== 'list' && sub !== 'export') throw new CliUsageError(`unknown messages command: ${sub ?? '(none)'}`);
  const where: SQL[] = [];
  const kind = flags.options.get('kind');
  if (kind === 'contact' || kind === 'quote') where.push(eq(messages.kind, kind));
  else if (kind !== undefined) throw new CliUsageError('--kind is contact or quote');
  where.push(eq(messages.spam, flags.options.has('spam')));
  if (flags.options.has('unhandled')) where.push(isNull(messages.handledAt));
  const since = flags.options.get('since');
  if (typeof since === 'string') {
    const d = new Date(since);
    if (Number.isNaN(d.getTime())) throw new CliUsageError('--since is a date, e.g. 2026-01-31');
    where.push(gte(messages.createdAt, d));
  }
  const limitFlag = flags.options.get('limit');
  const limit = sub === 'export' && limitFlag === undefined ? undefined : Number(limitFlag ?? 50);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new CliUsageError('--limit is a positive integer');
  const query = db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(sub === 'export' ? asc(messages.createdAt) : desc(messages.createdAt));
  const rows = limit === undefined ? await query : await query.limit(limit);
  print(out, format(flags, sub === 'export' ? 'csv' : 'table'), messageColumns, rows);
  return 0;
}

async function whitelistCommand(db: Database, sub: string | undefined, flags: Flags, out: Out): Promise<number> {
  const [addressArg, ...noteParts] = flags.positional;
  if (sub === 'list') {
    const rows = await db.select().from(whitelist).orderBy(asc(whitelist.createdAt));
    print(out, format(flags, 'table'), ['address', 'note', 'createdAt'], rows);
    return 0;
  }
  if (sub === 'add' || sub === 'remove') {
    const address = (() => {
      try {
        return parseAddress(addressArg, 'address');
      } catch {
        throw new CliUsageError(`not an address: ${addressArg ?? '(none)'}`);
      }
    })();
    if (sub === 'add') {
      const note = noteParts.join(' ');
      await db
        .insert(whitelist)
        .values({ address, note })
        .onConflictDoUpdate({ target: whitelist.address, set: { note } });
      out(`whitelisted ${address}\n`);
    } else {
      const gone = await db.delete(whitelist).where(eq(whitelist.address, address)).returning();
      out(gone.length ? `removed ${address}\n` : `${address} was not whitelisted\n`);
    }
    return 0;
  }
  throw new CliUsageError(`unknown whitelist command: ${sub ?? '(none)'}`);
}

async function contractsCommand(db: Database, sub: string | undefined, flags: Flags, out: Out): Promise<number> {
  if (sub === 'list') {
    const rows = await db.select().from(contracts).orderBy(asc(contracts.chainId), asc(contracts.id));
    print(out, format(flags, 'table'), ['id', 'kind', 'chainId', 'address', 'name'], rows);
    out(`as served: ${JSON.stringify(await contractList(db))}\n`);
    return 0;
  }
  if (sub === 'remove') {
    const id = Number(flags.positional[0]);
    if (!Number.isInteger(id)) throw new CliUsageError('contracts remove needs a numeric id (see contracts list)');
    const gone = await db.delete(contracts).where(eq(contracts.id, id)).returning();
    out(gone.length ? `removed contract ${id}\n` : `no contract ${id}\n`);
    return 0;
  }
  if (sub === 'set-approval' || sub === 'add') {
    const [chainArg, addressArg, ...nameParts] = flags.positional;
    const chainId = Number(chainArg);
    if (!Number.isInteger(chainId) || chainId <= 0) throw new CliUsageError('chainId is a positive integer, e.g. 137');
    let address: string;
    try {
      address = parseAddress(addressArg, 'address');
    } catch {
      throw new CliUsageError(`not an address: ${addressArg ?? '(none)'}`);
    }
    const name = nameParts.join(' ');
    const kind = sub === 'add' ? 'bulkSend' : 'approval';
    await db.transaction(async (tx) => {
      if (kind === 'approval') await tx.delete(contracts).where(eq(contracts.kind, 'approval'));
      await tx
        .insert(contracts)
        .values({ kind, chainId, address, name })
        .onConflictDoUpdate({ target: [contracts.kind, contracts.chainId, contracts.address], set: { name } });
    });
    out(
      `${kind === 'approval' ? 'approval-for-all contract set to' : 'added bulk-send contract'} ${address} on chain ${chainId}\n`,
    );
    return 0;
  }
  throw new CliUsageError(`unknown contracts command: ${sub ?? '(none)'}`);
}

export async function runCli(args: string[], db: Database, out: Out): Promise<number> {
  const [group, sub, ...rest] = args;
  const flags = parseFlags(rest);
  switch (group) {
    case 'messages':
      return messagesCommand(db, sub, flags, out);
    case 'whitelist':
      return whitelistCommand(db, sub, flags, out);
    case 'contracts':
      return contractsCommand(db, sub, flags, out);
    case undefined:
    case 'help':
    case '--help':
      out(usage);
      return 0;
    default:
      throw new CliUsageError(`unknown command: ${group}`);
  }
}
