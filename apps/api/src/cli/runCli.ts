// The operator commands over an open database; returns the process exit code. Output goes to `out`, awaited.
import { asc, eq } from 'drizzle-orm';
import { chainsCommand } from '../chains/chainsCommand.js';
import { contractList } from '../contractList/contractList.js';
import type { Database } from '../db/Database.js';
import { contracts, whitelist } from '../db/schema.js';
import { parseAddress } from '../users/parseAddress.js';
import { CliUsageError } from './CliUsageError.js';
import { formatOf, messagesCommand } from './messagesCommand.js';
import { outboxCommand } from './outboxCommand.js';
import { parseFlags } from './parseFlags.js';
import { type Out, RowPrinter } from './RowPrinter.js';
import { usage } from './usage.js';

async function print(out: Out, format: string | true | undefined, columns: string[], rows: Record<string, unknown>[]) {
  const printer = new RowPrinter(out, formatOf(format, 'table'), columns);
  await printer.write(rows);
  await printer.end();
}

async function whitelistCommand(db: Database, sub: string | undefined, args: string[], out: Out): Promise<number> {
  const flags = parseFlags(`whitelist ${sub ?? ''}`.trim(), args, sub === 'list' ? { valued: ['format'] } : {});
  const [addressArg, ...noteParts] = flags.positional;
  if (sub === 'list') {
    const rows = await db.select().from(whitelist).orderBy(asc(whitelist.createdAt));
    await print(out, flags.options.get('format'), ['address', 'note', 'createdAt'], rows);
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
      await out(`whitelisted ${address}\n`);
    } else {
      const gone = await db.delete(whitelist).where(eq(whitelist.address, address)).returning();
      await out(gone.length ? `removed ${address}\n` : `${address} was not whitelisted\n`);
    }
    return 0;
  }
  throw new CliUsageError(`unknown whitelist command: ${sub ?? '(none)'}`);
}

async function contractsCommand(db: Database, sub: string | undefined, args: string[], out: Out): Promise<number> {
  const flags = parseFlags(`contracts ${sub ?? ''}`.trim(), args, sub === 'list' ? { valued: ['format'] } : {});
  if (sub === 'list') {
    const rows = await db.select().from(contracts).orderBy(asc(contracts.chainId), asc(contracts.id));
    await print(out, flags.options.get('format'), ['id', 'kind', 'chainId', 'address', 'name'], rows);
    await out(`as served: ${JSON.stringify(await contractList(db))}\n`);
    return 0;
  }
  if (sub === 'remove') {
    const id = Number(flags.positional[0]);
    if (!Number.isInteger(id)) throw new CliUsageError('contracts remove needs a numeric id (see contracts list)');
    const gone = await db.delete(contracts).where(eq(contracts.id, id)).returning();
    await out(gone.length ? `removed contract ${id}\n` : `no contract ${id}\n`);
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
    await out(
      `${kind === 'approval' ? 'approval-for-all contract set to' : 'added bulk-send contract'} ${address} on chain ${chainId}\n`,
    );
    return 0;
  }
  throw new CliUsageError(`unknown contracts command: ${sub ?? '(none)'}`);
}

export type { Out } from './RowPrinter.js';

/** Runs one command; `out` may return a promise to hold the next write until the reader has caught up. */
export async function runCli(args: string[], db: Database, out: Out): Promise<number> {
  const [group, sub, ...rest] = args;
  switch (group) {
    case 'messages':
      return messagesCommand(db, sub, rest, out);
    case 'outbox':
      return outboxCommand(db, sub, rest, out);
    case 'whitelist':
      return whitelistCommand(db, sub, rest, out);
    case 'contracts':
      return contractsCommand(db, sub, rest, out);
    case 'chains':
      return chainsCommand(db, sub, rest, out);
    case undefined:
    case 'help':
    case '--help':
      await out(usage);
      return 0;
    default:
      throw new CliUsageError(`unknown command: ${group}`);
  }
}
