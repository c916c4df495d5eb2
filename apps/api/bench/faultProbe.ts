// `pnpm --filter @fanout/api probe:faults`: issue 40's outside probes, rerun bounded on 127.0.0.1 against a private
// throw-away PostgreSQL 15 cluster (initdb into a temp dir on a free port; the shared server is never touched):
//  1. a PostgreSQL restart under mail-on load: every stored post mailed exactly once;
//  2. a 7 s lock on `outbox` under mail-on load (longer than the mail lease): every stored post mailed exactly once;
//  3. a hung database (SIGSTOP on the cluster's processes): posts and a database-reading GET answered 503 within
//     about 2× WRITE_TIMEOUT_MS, posts answered 200 once it runs again;
//  4. /readyz with stored rows full of control bytes and long text: no stored text in the answer, short log lines,
//     and a flood from one client refused (429) while the probe runs at most once a second.
// Runs the built server (`dist/server.js`, so build first) as a child process; prints figures, exits 1 on a fault.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type ApiProcess,
  freePort,
  pgQuery as query,
  type SmtpSink,
  startApiProcess,
  startSmtpSink,
  waitReady,
} from '../test/apiProcess.js';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const faults: string[] = [];
const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

function run(cmd: string, args: string[]): string {
  const [bin, ...rest] = [...asPostgres, cmd, ...args];
  return execFileSync(bin as string, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A private PostgreSQL cluster in a temp dir, listening on 127.0.0.1 only. */
class PrivateCluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'fanout-probe-pg-'));
  readonly data = join(this.dir, 'data');
  port = 0;

  async init(): Promise<void> {
    chmodSync(this.dir, 0o777);
    this.port = await freePort();
    run(join(PG_BIN, 'initdb'), ['-D', this.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    this.start();
  }

  #ctl(action: string, extra: string[] = []): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    run(join(PG_BIN, 'pg_ctl'), [
      '-D',
      this.data,
      '-w',
      '-t',
      '60',
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      ...extra,
      action,
    ]);
  }

  start(): void {
    this.#ctl('start');
  }

  restart(): void {
    this.#ctl('restart', ['-m', 'fast']);
  }

  /** The postmaster and its children (the backends): what SIGSTOP must reach to hang the server. */
  pids(): number[] {
    const master = Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
    return [master, ...children];
  }

  signal(sig: 'SIGSTOP' | 'SIGCONT'): void {
    for (const pid of this.pids()) {
      try {
        process.kill(pid, sig);
      } catch {}
    }
  }

  url(db: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }

  async createDatabase(name: string): Promise<string> {
    const c = new pg.Client({ connectionString: this.url('postgres') });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    return this.url(name);
  }

  destroy(): void {
    try {
      this.signal('SIGCONT');
      this.#ctl('stop', ['-m', 'immediate']);
    } catch {}
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The built server with the probes' settings (logs at info, so its log lines can be measured). */
async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const api = startApiProcess(await freePort(), {
    LOG_LEVEL: 'info',
    FORM_RATE_LIMIT: '1000000000',
    REDIS_URL: '',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  await waitReady(api, { path: '/healthz' });
  return api;
}

const body = new URLSearchParams({ name: 'Probe', email: 'probe@example.com', message: 'fault probe' }).toString();

function load(port: number, seconds: number): Promise<{ ok: number; non2xx: number; errors: number }> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/php/contact-form-process.php`,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        connections: 20,
        duration: seconds,
      },
      (err, r) => (err ? reject(err) : resolve({ ok: r['2xx'], non2xx: r.non2xx, errors: r.errors + r.timeouts })),
    );
  });
}

const leaseMs = 4000;
const mailEnv = (sink: SmtpSink) => ({
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_TO: 'operator@probe.test',
  MAIL_FROM: 'Fanout <no-reply@probe.test>',
  MAIL_POLL_MS: '100',
  // A short lease, so a mail whose "sent" mark was lost would go out again within the probe.
  MAIL_LEASE_MS: String(leaseMs),
  MAIL_SEND_TIMEOUT_MS: String(leaseMs / 2),
});

/** Mail-on load with `fault` injected 2 s in; then the outbox drains, a lease passes, and the mails are counted. */
async function mailThroughFault(
  cluster: PrivateCluster,
  label: string,
  fault: (dbUrl: string) => Promise<void>,
): Promise<void> {
  const dbName = `probe_${label.toLowerCase().replace(/\W+/g, '_')}_${process.pid}`;
  const dbUrl = await cluster.createDatabase(dbName);
  const sink = await startSmtpSink();
  const api = await startApi({ DATABASE_URL: dbUrl, ...mailEnv(sink) });
  try {
    const seconds = 8;
    const loaded = load(api.port, seconds);
    await new Promise((r) => setTimeout(r, 2000));
    const t0 = Date.now();
    await fault(dbUrl);
    const faultMs = Date.now() - t0;
    const answers = await loaded;
    // Drain (bounded), then one more lease: a mail whose mark was lost would be claimed and sent again by then.
    const until = Date.now() + 120_000;
    let pending = 1;
    while (Date.now() < until) {
      try {
        const [row] = await query<{ pending: number }>(
          dbUrl,
          `select count(*)::int as pending from outbox where status = 'pending'`,
        );
        pending = row?.pending ?? 1;
      } catch {}
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, leaseMs + 1000));
    await api.stop();
    const [counts] = await query<{ stored: number; sent: number; failed: number; pending: number }>(
      dbUrl,
      `select (select count(*)::int from messages) as stored,
        count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status = 'pending')::int as pending from outbox`,
    );
    const mails = await sink.report();
    const c = counts as { stored: number; sent: number; failed: number; pending: number };
    const twice = mails.received - mails.unique;
    const exact = twice === 0 && mails.unique === c.stored && c.sent === c.stored && answers.ok <= c.stored;
    if (!exact) faults.push(`${label}: ${c.stored} stored, ${mails.received} mails, ${mails.unique} distinct`);
    const warned = api.lines().filter((l) => l.includes('marking sent failed')).length;
    console.log(
      `${label.padEnd(34)} fault ${String(faultMs).padStart(5)} ms; posts 200 ${answers.ok}, non-2xx ${answers.non2xx}, ` +
        `errors ${answers.errors}; stored ${c.stored}, mails ${mails.received}, distinct ${mails.unique}, ` +
        `mailed twice ${twice}, outbox sent ${c.sent} pending ${c.pending} failed ${c.failed}; ` +
        `"mark sent" retried after a failure ${warned}×: ${exact ? 'exactly once' : 'FAULT'}`,
    );
  } finally {
    await api.stop();
    sink.stop();
  }
}

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - t0) };
  } catch {
    return { status: 0, ms: Math.round(performance.now() - t0) };
  }
}

async function hungDatabase(cluster: PrivateCluster): Promise<void> {
  const writeTimeoutMs = 2000;
  const dbUrl = await cluster.createDatabase(`probe_hung_${process.pid}`);
  const api = await startApi({ DATABASE_URL: dbUrl, WRITE_TIMEOUT_MS: String(writeTimeoutMs), CHAINS_CACHE_MS: '0' });
  const base = `http://127.0.0.1:${api.port}`;
  const post = () =>
    timed(`${base}/php/contact-form-process.php`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const whitelist = () => timed(`${base}/api/whitelist?address=0x${'1'.repeat(40)}`);
  try {
    const before = await post();
    cluster.signal('SIGSTOP');
    let during: { status: number; ms: number }[];
    try {
      during = await Promise.all([post(), post(), post(), post(), post(), whitelist(), timed(`${base}/readyz`)]);
    } finally {
      cluster.signal('SIGCONT');
    }
    let after = await post();
    for (let i = 0; i < 40 && after.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await post();
    }
    const promised = 2 * writeTimeoutMs;
    const slowest = Math.max(...during.map((d) => d.ms));
    const clean = before.status === 200 && during.every((d) => d.status === 503) && after.status === 200;
    if (!clean) faults.push(`hung database: ${JSON.stringify(during)}`);
    console.log(
      `hung database (SIGSTOP, WRITE_TIMEOUT_MS ${writeTimeoutMs}): before ${before.status}; during: 5 posts, ` +
        `GET /api/whitelist, /readyz → ${during.map((d) => `${d.status} in ${d.ms} ms`).join(', ')}; ` +
        `slowest ${slowest} ms (promise: about 2× = ${promised} ms); after SIGCONT ${after.status}: ${clean ? 'clean' : 'FAULT'}`,
    );
  } finally {
    cluster.signal('SIGCONT');
    await api.stop();
  }
}

async function readyzProbe(cluster: PrivateCluster): Promise<void> {
  const dbUrl = await cluster.createDatabase(`probe_readyz_${process.pid}`);
  const api = await startApi({ DATABASE_URL: dbUrl, CHAINS_CACHE_MS: '0' });
  const base = `http://127.0.0.1:${api.port}`;
  try {
    await query(
      dbUrl,
      `insert into chain_tokens (chain_id, address, symbol, decimals)
        values (137, E'0x\\u009b[2J' || repeat('A', 100000), E'\\u009bSTORED', 6)`,
    );
    await query(
      dbUrl,
      `insert into chain_settings (chain_id, name) values (80002, E'Amoy\\u009bSTORED' || repeat('x', 50000))`,
    );
    const res = await fetch(`${base}/readyz`);
    const text = await res.text();
    const leaks = /STORED|AAAA|xxxx|[\u0080-\u009f]/.test(text);
    const [dead0] = await query<{ n: number }>(
      dbUrl,
      `select n_dead_tup::int as n from pg_stat_user_tables where relname = 'messages'`,
    );
    const calls = 300;
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: calls }, () => fetch(`${base}/readyz`).then((r) => r.status)),
    );
    const seconds = (performance.now() - t0) / 1000;
    // The statistics collector reports with a delay: give it a moment.
    await new Promise((r) => setTimeout(r, 1500));
    const [dead1] = await query<{ n: number }>(
      dbUrl,
      `select n_dead_tup::int as n from pg_stat_user_tables where relname = 'messages'`,
    );
    const ok = statuses.filter((s) => s === 200).length;
    const limited = statuses.filter((s) => s === 429).length;
    const longest = Math.max(0, ...api.lines().map((l) => l.length));
    const clean = res.status === 200 && !leaks && longest < 4096 && limited > 0;
    if (!clean) faults.push(`readyz: leaks ${leaks}, longest log line ${longest}, 429s ${limited}`);
    console.log(
      `/readyz with bad stored rows: ${res.status} ${text}; stored text or C1 bytes in it: ${leaks ? 'YES' : 'none'}; ` +
        `longest log line ${longest} bytes. ${calls} calls in ${seconds.toFixed(1)} s: ${ok} × 200, ${limited} × 429; ` +
        `dead message rows ${(dead1?.n ?? 0) - (dead0?.n ?? 0)} (the probe runs at most once a second): ${clean ? 'clean' : 'FAULT'}`,
    );
  } finally {
    await api.stop();
  }
}

console.log(
  `Fanout API fault probes (issue 40), load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const cluster = new PrivateCluster();
try {
  await cluster.init();
  console.log(`private PostgreSQL cluster on 127.0.0.1:${cluster.port} (${cluster.dir})`);
  await mailThroughFault(cluster, 'PostgreSQL restart under load', async () => cluster.restart());
  await mailThroughFault(cluster, '7 s lock on outbox under load', async (dbUrl) => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query('begin');
    await c.query('lock table outbox in access exclusive mode');
    await new Promise((r) => setTimeout(r, 7000));
    await c.query('commit');
    await c.end();
  });
  await hungDatabase(cluster);
  await readyzProbe(cluster);
} finally {
  cluster.destroy();
}
if (faults.length > 0) {
  console.log(`\nFAULTS: ${faults.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nall probes clean');
