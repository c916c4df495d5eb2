// `pnpm --filter @fanout/api bench`: contact-form throughput, p99 and zero-loss check on loopback, bounded.
// For each database (embedded PGlite; PostgreSQL when DATABASE_URL is set) it starts the built server as a child
// process, posts the contact form with 50 connections for BENCH_SECONDS (10), then GET /healthz, stops the server
// and counts rows: every 200 answered must be a stored row. With DATABASE_URL and REDIS_URL it also compares one
// process against two (shared PostgreSQL and Redis).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/openDatabase.js';
import { rows } from '../src/db/rows.js';
import { type ApiProcess, pgQuery, startApiProcess, startSmtpSink, waitReady } from '../test/apiProcess.js';
import { benchDatabaseName, benchPortBase } from './benchEnv.js';

const portBase = benchPortBase(process.env, process.pid);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const body = new URLSearchParams({
  name: 'Bench',
  email: 'bench@example.com',
  message: 'Hello from autocannon',
}).toString();

interface Figures {
  rps: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
}

/** The built server, quiet, with mail off unless `env` configures it; resolves once /readyz answers. */
async function startServer(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const p = startApiProcess(port, {
    LOG_LEVEL: 'silent',
    FORM_RATE_LIMIT: '1000000000',
    SMTP_URL: '',
    MAIL_TO: '',
    ...env,
  });
  await waitReady(p);
  return p;
}

function cannon(url: string, opts: Partial<autocannon.Options>): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: r.requests.average,
        p99: r.latency.p99,
        ok: r['2xx'],
        other: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}

const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };

function line(label: string, f: Figures): string {
  return `${label.padEnd(30)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms   2xx ${f.ok}  non-2xx ${f.other}  errors ${f.errors}`;
}

async function countPg(url: string): Promise<number> {
  const [row] = await pgQuery<{ n: number }>(url, 'select count(*)::int as n from messages');
  return row?.n ?? 0;
}

async function freshPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = benchDatabaseName(process.env, process.pid, 'contact');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Every 200 must be a row. Requests still in flight when autocannon stops (at most one per connection) may be
 * stored without their answer being counted, so up to `inFlight` extra rows are expected, never fewer rows. */
/** Lost or duplicated rows and mail: the bench exits 1 when any run saw them. */
const faults: string[] = [];

function verdict(answered: number, stored: number, inFlight = connections): string {
  const extra = stored - answered;
  const ok = extra >= 0 && extra <= inFlight;
  if (!ok) faults.push(`${stored} rows stored for ${answered} answers`);
  return `rows stored ${stored}, 200s answered ${answered}: ${ok ? `zero loss (${extra} more rows from requests in flight at the stop, ≤ ${inFlight})` : `LOSS or duplication: ${extra}`}`;
}

async function benchPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanout-bench-'));
  try {
    const port = portBase + 0;
    const child = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const contact = await cannon(`http://127.0.0.1:${port}/php/contact-form-process.php`, post);
    const health = await cannon(`http://127.0.0.1:${port}/healthz`, {});
    await child.stop();
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const [n] = rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from messages`));
    await database.close();
    console.log('\nPGlite (embedded, on disk)');
    console.log(line('POST contact form', contact));
    console.log(line('GET /healthz', health));
    console.log(verdict(contact.ok, n?.n ?? 0));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type OutboxCounts = { pending: number; sent: number; failed: number };

async function outboxCounts(url: string): Promise<OutboxCounts> {
  const [row] = await pgQuery<OutboxCounts>(
    url,
    `select count(*) filter (where status = 'pending')::int as pending,
    count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed
    from outbox`,
  );
  return row as OutboxCounts;
}

/** Mail on: the same posts with SMTP configured (a local sink on 127.0.0.1). Every stored message must be mailed
 * exactly once: counted at the sink (distinct Message-IDs) once the outbox has drained after the run. */
async function benchPostgresMail(adminUrl: string): Promise<void> {
  const db = await freshPgDatabase(adminUrl);
  const sink = await startSmtpSink();
  try {
    const port = portBase + 5;
    const child = await startServer(port, {
      DATABASE_URL: db.url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_TO: 'operator@bench.test',
      MAIL_FROM: 'Fanout <no-reply@bench.test>',
    });
    const contact = await cannon(`http://127.0.0.1:${port}/php/contact-form-process.php`, post);
    const sentDuringRun = (await outboxCounts(db.url)).sent;
    const drainStart = Date.now();
    const drainLimitMs = Number(process.env.BENCH_MAIL_DRAIN_SECONDS ?? 300) * 1000;
    let counts = await outboxCounts(db.url);
    while (counts.pending > 0 && Date.now() - drainStart < drainLimitMs) {
      await new Promise((r) => setTimeout(r, 500));
      counts = await outboxCounts(db.url);
    }
    const drainSeconds = (Date.now() - drainStart) / 1000;
    await child.stop();
    const stored = await countPg(db.url);
    const mails = await sink.report();
    console.log(
      `\nPostgreSQL, mail on (${process.env.REDIS_URL ? 'Redis rate limits, ' : ''}one process, local SMTP sink)`,
    );
    console.log(line('POST contact form', contact));
    console.log(verdict(contact.ok, stored));
    const exact = mails.received === stored && mails.unique === stored && counts.sent === stored;
    if (!exact) faults.push(`mail: ${stored} stored, ${mails.received} mailed, ${mails.unique} distinct`);
    console.log(
      `mail: ${sentDuringRun} sent during the ${seconds} s run (${(sentDuringRun / seconds).toFixed(0)}/s), the rest ${counts.pending === 0 ? `drained in ${drainSeconds.toFixed(1)} s` : `NOT drained after ${drainSeconds.toFixed(0)} s (${counts.pending} pending)`}; ` +
        `sink received ${mails.received} mails, ${mails.unique} distinct Message-IDs, outbox sent ${counts.sent}, failed ${counts.failed}: ` +
        `${exact ? 'every message mailed exactly once' : 'MISMATCH'}`,
    );
  } finally {
    sink.stop();
    await db.drop();
  }
}

async function benchPostgres(adminUrl: string): Promise<void> {
  const db = await freshPgDatabase(adminUrl);
  try {
    const port = portBase + 1;
    const child = await startServer(port, { DATABASE_URL: db.url, REDIS_URL: '' });
    const contact = await cannon(`http://127.0.0.1:${port}/php/contact-form-process.php`, post);
    const health = await cannon(`http://127.0.0.1:${port}/healthz`, {});
    await child.stop();
    console.log('\nPostgreSQL (one process)');
    console.log(line('POST contact form', contact));
    console.log(line('GET /healthz', health));
    console.log(verdict(contact.ok, await countPg(db.url)));
  } finally {
    await db.drop();
  }
}

/** Sums two runs into one figure (throughput adds up, the worse p99 counts). */
function combine(x: Figures, y: Figures): Figures {
  return {
    rps: x.rps + y.rps,
    p99: Math.max(x.p99, y.p99),
    ok: x.ok + y.ok,
    other: x.other + y.other,
    errors: x.errors + y.errors,
  };
}

function mean(runs: Figures[]): Figures {
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    ok: runs.reduce((n, r) => n + r.ok, 0),
    other: runs.reduce((n, r) => n + r.other, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

async function benchScaleOut(adminUrl: string, redisUrl: string): Promise<void> {
  const one = await freshPgDatabase(adminUrl);
  const two = await freshPgDatabase(adminUrl);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  try {
    const env = { REDIS_URL: redisUrl };
    const single = await startServer(portBase + 2, { ...env, DATABASE_URL: one.url });
    const a = await startServer(portBase + 3, { ...env, DATABASE_URL: two.url });
    const b = await startServer(portBase + 4, { ...env, DATABASE_URL: two.url });
    const half = Math.max(1, Math.floor(connections / 2));
    // One process and two processes take turns, so a change in machine load hits both alike.
    const alone: Figures[] = [];
    const pair: Figures[] = [];
    for (let round = 0; round < rounds; round++) {
      alone.push(await cannon(`${single.url}/php/contact-form-process.php`, post));
      const [ra, rb] = await Promise.all([
        cannon(`${a.url}/php/contact-form-process.php`, { ...post, connections: half }),
        cannon(`${b.url}/php/contact-form-process.php`, { ...post, connections: connections - half }),
      ]);
      pair.push(combine(ra, rb));
    }
    await Promise.all([single.stop(), a.stop(), b.stop()]);
    const [m1, m2] = [mean(alone), mean(pair)];
    console.log(`\nScale-out: PostgreSQL + Redis rate-limit store (${rounds} alternating rounds, mean req/s)`);
    console.log(line('1 process, POST contact', m1));
    console.log(verdict(m1.ok, await countPg(one.url), connections * rounds));
    console.log(line('2 processes, POST contact', m2));
    console.log(verdict(m2.ok, await countPg(two.url), connections * rounds));
    console.log(`2 processes / 1 process: ${(m2.rps / m1.rps).toFixed(2)}x`);
  } finally {
    await one.drop();
    await two.drop();
  }
}

console.log(
  `Fanout API bench: ${connections} connections, ${seconds} s per run, loopback, ${process.platform} ${process.arch}`,
);
console.log(
  'targets: ≥ 1,000 contact posts/s on PGlite, ≥ 3,000/s on PostgreSQL (mail off and mail on), p99 < 100 ms, zero loss, every mail exactly once',
);
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
// BENCH_ONLY=pglite|postgres|mail|scale-out runs one part.
const only = process.env.BENCH_ONLY;
if (!only || only === 'pglite') await benchPglite();
const pgUrl = process.env.DATABASE_URL;
if (pgUrl && only !== 'pglite') {
  if (!only || only === 'postgres') await benchPostgres(pgUrl);
  if (!only || only === 'mail') await benchPostgresMail(pgUrl);
  if (process.env.REDIS_URL && (!only || only === 'scale-out')) await benchScaleOut(pgUrl, process.env.REDIS_URL);
} else
  console.log('\n(set DATABASE_URL to a PostgreSQL server to bench it too; add REDIS_URL for the two-process run)');
if (faults.length > 0) {
  console.log(`\nFAILED: ${faults.join('; ')}`);
  process.exitCode = 1;
}
