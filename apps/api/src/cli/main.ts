// Operator CLI entry: `pnpm --filter @fanout/api cli <command>` (see usage.ts and README.md).
// Output is written with backpressure (each write waits for a full pipe to drain) and the process exits only once
// stdout has flushed, so `cli messages export | wc -l` counts every row.
import { ChainSettingsError } from '../chains/ChainSettingsError.js';
import { loadConfig } from '../config/loadConfig.js';
import { openDatabase } from '../db/openDatabase.js';
import { CliUsageError } from './CliUsageError.js';
import { runCli } from './runCli.js';
import { usage } from './usage.js';

/** The reader went away (`| head`): stop quietly, as other command-line tools do. */
class ReaderGoneError extends Error {
  override name = 'ReaderGoneError';
}

let readerGone = false;
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') readerGone = true;
  else process.stderr.write(`stdout: ${err.message}\n`);
});

async function write(text: string): Promise<void> {
  if (readerGone) throw new ReaderGoneError();
  if (process.stdout.write(text)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      process.stdout.off('drain', done);
      process.stdout.off('close', done);
      resolve();
    };
    process.stdout.on('drain', done);
    process.stdout.on('close', done);
  });
}

/** Resolves once everything written so far has left the process (or the reader is gone). */
function flushed(): Promise<void> {
  return new Promise((resolve) => {
    if (readerGone || process.stdout.destroyed) return resolve();
    process.stdout.write('', () => resolve());
  });
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    await write(usage);
    return 0;
  }
  try {
    const database = await openDatabase(loadConfig().database);
    try {
      return await runCli(args, database.db, write);
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof ReaderGoneError) return 0;
    // A refused chain setting says which rule it broke (InvalidAddressError, InsecureRpcUrlError, ...).
    const prefix = err instanceof ChainSettingsError ? `${err.name}: ` : '';
    process.stderr.write(`${prefix}${(err as Error).message}\n`);
    if (err instanceof CliUsageError) {
      process.stderr.write(`\n${usage}`);
      return 2;
    }
    return 1;
  }
}

const code = await main(process.argv.slice(2));
await flushed();
process.exit(code);
