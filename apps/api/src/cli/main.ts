// Operator CLI entry: `pnpm --filter @fanout/api cli <command>` (see usage.ts and README.md).
import { loadConfig } from '../config/loadConfig.js';
import { openDatabase } from '../db/openDatabase.js';
import { CliUsageError } from './CliUsageError.js';
import { runCli } from './runCli.js';
import { usage } from './usage.js';

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
  process.stdout.write(usage);
  process.exit(0);
}
let code = 1;
try {
  const database = await openDatabase(loadConfig().database);
  try {
    code = await runCli(args, database.db, (text) => process.stdout.write(text));
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  if (err instanceof CliUsageError) process.stderr.write(`\n${usage}`);
  code = err instanceof CliUsageError ? 2 : 1;
}
process.exit(code);
