// The real entry point (dist/server.js) as `npm start` runs it: zero configuration, data kept across restarts,
// clean exit on SIGTERM, and a refusal to start in real production without JWT_SECRET.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase.js';
import { rows } from '../src/db/rows.js';

const server = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fanout-server-'));
const port = 30_000 + Math.floor(Math.random() * 20_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exit };
}

async function ready(url: string, exited: () => boolean): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until && !exited()) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

const npmStartEnv = {
  NODE_ENV: 'production',
  FANOUT_LOCAL: '1',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
};

describe('dist/server.js', () => {
  // Three starts of the real server (each opens PGlite on disk: seconds apiece on a busy machine), not five: the
  // first run is the bare one, the restart the configured one.
  it('starts with zero configuration and says what is switched off, refuses a second server on its database, keeps messages across a restart, exits 0 on SIGTERM', async () => {
    const url = `http://127.0.0.1:${port}`;
    const post = (name: string) =>
      fetch(`${url}/php/contact-form-process.php`, {
        method: 'POST',
        body: new URLSearchParams({ name, email: 'r@example.com' }),
      });
    const bare = start(npmStartEnv);
    await ready(url, () => bare.child.exitCode !== null);
    expect((await post('Round 1')).status).toBe(200);
    // A second server on the same embedded database: one line naming the error, no stack trace.
    const second = start({ ...npmStartEnv, PORT: String(port + 1) });
    expect(await second.exit).toBe(1);
    expect(second.output()).toMatch(/^fanout api: .* is in use by process \d+/);
    expect(second.output()).not.toMatch(/\n\s+at /);
    bare.child.kill('SIGTERM');
    expect(await bare.exit).toBe(0);
    expect(bare.output()).toContain('switched off until configured');
    expect(bare.output()).toMatch(/BULKSEND_OWNER.*"Chains and tokens at run time"/);
    expect(bare.output()).toMatch(/SMTP_URL and MAIL_TO.*"Mail without loss"/);
    // Restarted with the fee owner and mail configured: neither is named, and the first run's message is still there.
    const configured = start({
      ...npmStartEnv,
      BULKSEND_OWNER: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_TO: 'ops@example.com',
    });
    await ready(url, () => configured.child.exitCode !== null);
    expect((await post('Round 2')).status).toBe(200);
    configured.child.kill('SIGTERM');
    expect(await configured.exit).toBe(0);
    expect(configured.output()).not.toContain('BULKSEND_OWNER');
    expect(configured.output()).not.toContain('SMTP_URL');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    // The lock is released on exit, so the CLI (or the next start) can open the folder.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const names = rows<{ name: string }>(await database.db.execute(sql`select name from messages order by created_at`));
    await database.close();
    expect(names.map((r) => r.name)).toEqual(['Round 1', 'Round 2']);
  }, 240_000);

  it('refuses to start in real production without JWT_SECRET, saying why', async () => {
    const p = start({ ...npmStartEnv, FANOUT_LOCAL: '', DATABASE_URL: 'postgres://nowhere.invalid/db' });
    expect(await p.exit).toBe(1);
    expect(p.output()).toContain('JWT_SECRET: required in production');
  });
});
