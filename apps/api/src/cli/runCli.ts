// The operator commands over an open database; returns the process exit code. Output goes to `out`, awaited.
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { ChainsConfig } from '../chains/ChainsConfig.js';
import { chainsCommand } from '../chains/chainsCommand.js';
import { loadChainsConfig } from '../chains/loadChainsConfig.js';
import { parseChainId } from '../chains/parseChainId.js';
import { parseChecksumAddress } from '../chains/parseChecksumAddress.js';
import { setChain } from '../chains/setChain.js';
import { contractList } from '../contractList/contractList.js';
import type { Database } from '../db/Database.js';
import { chainSettings, whitelist } from '../db/schema.js';
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

/** `contracts …`: kept for scripts written against the retired `contracts` table; each one reads or writes the chain
 * settings (the one home of BulkSend addresses), as its `chains` equivalent would. */
async function contractsCommand(
  db: Database,
  sub: string | undefined,
  args: string[],
  out: Out,
  config: ChainsConfig,
): Promise<number> {
  const flags = parseFlags(`contracts ${sub ?? ''}`.trim(), args, sub === 'list' ? { valued: ['format'] } : {});
  if (sub === 'list') {
    const list = await contractList(db, config);
    await print(out, flags.options.get('format'), ['kind', 'chainId', 'address', 'name'], list);
    return 0;
  }
  if (sub === 'remove') {
    throw new CliUsageError(
      'contracts remove is retired with the contracts table: `chains set <chainId> --bulksend predicted` drops a configured BulkSend address, `contracts clear-approval` the approval-for-all contract',
    );
  }
  if (sub === 'clear-approval') {
    parseFlags('contracts clear-approval', args, {});
    const cleared = await db
      .update(chainSettings)
      .set({ approvalAddress: null, updatedAt: new Date() })
      .where(isNotNull(chainSettings.approvalAddress))
      .returning();
    await out(cleared.length ? 'approval-for-all contract cleared\n' : 'no approval-for-all contract was set\n');
    return 0;
  }
  if (sub === 'set-approval' || sub === 'add') {
    const [chainArg, addressArg, ...nameParts] = flags.positional;
    const chainId = parseChainId(chainArg);
    const address = parseChecksumAddress(addressArg, 'address');
    const unnamed = nameParts.length ? ' (contract names are no longer stored)' : '';
    if (sub === 'add') {
      await setChain(db, { chainId, bulkSendAddress: address });
      await out(
        `BulkSend of chain ${chainId} set to ${address}, as \`chains set ${chainId} --bulksend ${address}\` does${unnamed}\n`,
      );
    } else {
      await setChain(db, { chainId, approvalAddress: address });
      await out(`approval-for-all contract set to ${address} on chain ${chainId}${unnamed}\n`);
    }
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
      return contractsCommand(db, sub, rest, out, loadChainsConfig(process.env));
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
