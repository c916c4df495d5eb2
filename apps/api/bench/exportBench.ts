// `cli messages export` through a real pipe at scale: `DATABASE_URL=postgres://… pnpm --filter @fanout/api bench:export`
// fills a scratch database with EXPORT_ROWS messages (default 1,000,000, each with its outbox row), runs the built CLI
// with its stdout piped into this process, and prints the lines received, the time, and the CLI's peak memory (VmHWM).
// Goals (issue 20): every row arrives, exit 0, and memory stays flat (the same peak for 100,000 rows as for a million).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/openDatabase.js';
import { benchDatabaseName } from './benchEnv.js';

const base = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) {
  console.error('bench:export needs DATABASE_URL (a PostgreSQL server; a scratch database is created beside it)');
  process.exit(2);
}
const sizes = (process.env.EXPORT_ROWS ?? '100000,1000000').split(',').map(Number);
const cli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const scratch = benchDatabaseName(process.env, process.pid, 'export');
const adminUrl = new URL(base);
const scratchUrl = new URL(base);
scratchUrl.pathname = `/${scratch}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function fill(rows: number) {
  const client = new pg.Client({ connectionString: scratchUrl.toString() });
  await client.connect();
  try {
    await client.query('truncate messages cascade');
    // Realistic widths: a name, an e-mail, a 200-character message with a comma and a quote, an IP and a browser.
    await client.query(
      `insert into messages (kind, name, email, message, agree, spam, ip, user_agent, created_at)
       select 'contact', 'Visitor ' || g, 'visitor' || g || '@example.com',
              'Hello, "Fanout" ' || repeat('x', 185) || g, true, false, '127.0.0.1', 'bench/1.0',
              now() - (g || ' seconds')::interval
       from generate_series(1, $1) g`,
      [rows],
    );
    await client.query(
      `insert into outbox (message_id, mail_message_id, status, attempts)
       select id, '<' || id || '@bench>', 'sent', 1 from messages`,
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** Runs the export with stdout piped here; counts lines and polls the child's peak resident memory. */
function runExport(): Promise<{ lines: number; seconds: number; peakMb: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, 'messages', 'export', '--format', 'csv'], {
      env: { ...process.env, DATABASE_URL: scratchUrl.toString() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lines = 0;
    let peakKb = 0;
    const poll = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // the child has exited
      }
    }, 50);
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines += 1;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ lines, seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024, code });
    });
  });
}

await admin(`drop database if exists ${scratch}`);
await admin(`create database ${scratch}`);
try {
  const database = await openDatabase({ kind: 'postgres', url: scratchUrl.toString() });
  await migrate(database.db);
  await database.close();
  console.log('cli messages export --format csv, piped (PostgreSQL, built CLI)');
  let failed = false;
  for (const rows of sizes) {
    await fill(rows);
    const result = await runExport();
    const ok = result.code === 0 && result.lines === rows + 1;
    failed ||= !ok;
    console.log(
      `${rows.toLocaleString('en')} rows: ${result.lines.toLocaleString('en')} lines (header + rows) in ` +
        `${result.seconds.toFixed(1)} s (${Math.round(rows / result.seconds).toLocaleString('en')} rows/s), ` +
        `CLI peak memory ${result.peakMb.toFixed(0)} MB, exit ${result.code}: ${ok ? 'every row' : 'ROWS LOST'}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await admin(`drop database if exists ${scratch}`);
}
