// Two API processes on different ports, one PostgreSQL, one Redis: what must hold when the API scales out.
import { randomBytes } from 'node:crypto';
import { loginMessage } from '@fanout/wallet-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate.js';
import { type ApiProcess, pgQuery as query, startApiProcess, waitReady } from '../apiProcess.js';
import { createPostgresDatabase, type TestDatabase } from '../helper.js';
import { SmtpTestServer, waitFor } from '../smtpTestServer.js';
import { RedisProcess } from './redisProcess.js';

// Below the ephemeral range (32768+) that the OS hands to other tests' sockets, so no port is taken under us.
const basePort = 20_000 + Math.floor(Math.random() * 12_000);
const loginText = 'scale.test wants you to sign in to Fanout.\nIssued At: ';
const contactBody = (i: number) =>
  new URLSearchParams({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: `message ${i}` }).toString();

async function postContact(base: string, i: number): Promise<number> {
  const res = await fetch(`${base}/php/contact-form-process.php`, {
    method: 'POST',
    body: contactBody(i),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await res.arrayBuffer();
  return res.status;
}

describe('two processes, shared PostgreSQL, Redis and SMTP', () => {
  const smtp = new SmtpTestServer();
  let db: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    await smtp.start();
    db = await createPostgresDatabase();
    const env = {
      DATABASE_URL: db.url as string,
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      REDIS_PREFIX: `fanout-test-${randomBytes(4).toString('hex')}:`,
      FORM_RATE_LIMIT: '100000',
      LOGIN_TEXT: loginText,
      SMTP_URL: smtp.url,
      MAIL_TO: 'operator@fanout.test',
      MAIL_FROM: 'Fanout <no-reply@fanout.test>',
      MAIL_POLL_MS: '50',
    };
    // Both start at the same moment on an empty database.
    a = startApiProcess(basePort, env);
    b = startApiProcess(basePort + 1, env);
    await Promise.all([waitReady(a), waitReady(b)]);
  });
  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    expect(codes).toEqual([0, 0]);
    await db?.drop();
    await smtp.stop();
  });

  it('two processes starting together on an empty database migrate it once, without error', async () => {
    const applied = await query<{ n: number }>(db.url as string, 'select count(*)::int as n from fanout_migrations');
    // Each committed migration applied exactly once.
    expect(applied[0]?.n).toBe(readMigrationFiles({ migrationsFolder }).length);
    const tables = await query<{ table_name: string }>(
      db.url as string,
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'chain_settings',
        'chain_tokens',
        'fanout_migrations',
        'login_signatures',
        'messages',
        'outbox',
        'users',
        'whitelist',
      ]),
    );
    expect(a.output() + b.output()).not.toMatch(/error/i);
  });

  it('rejects a login replayed to the other process, and both accept each other’s tokens', async () => {
    const wallet = Wallet.createRandom();
    const timestamp = Math.floor(Date.now() / 1000);
    const payload = JSON.stringify({
      userAddress: wallet.address,
      signature: await wallet.signMessage(loginMessage(loginText, timestamp)),
      timestamp,
    });
    const login = (base: string) =>
      fetch(`${base}/api/user/login`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
    const first = await login(a.url);
    expect(first.status).toBe(200);
    const { data } = (await first.json()) as { data: { token: string } };
    const replay = await login(b.url);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ errno: 401, errmsg: 'Signature failed', reason: 'replayed' });
    const me = await fetch(`${b.url}/api/user/me`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(me.status).toBe(200);
  });

  it('200 contact posts spread over both: 200 rows, each mailed exactly once while both workers run', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, j) => {
            const i = batch * 20 + j;
            return postContact(i % 2 === 0 ? a.url : b.url, i);
          }),
        )),
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    const [count] = await query<{ n: number }>(db.url as string, 'select count(*)::int as n from messages');
    expect(count?.n).toBe(200);
    await waitFor(() => smtp.mails.length >= 200, 60_000);
    await waitFor(async () => {
      const [p] = await query<{ n: number }>(
        db.url as string,
        "select count(*)::int as n from outbox where status <> 'sent'",
      );
      return p?.n === 0;
    }, 60_000);
    await new Promise((r) => setTimeout(r, 300));
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    const bodies = new Set(smtp.mails.map((m) => m.raw.match(/message (\d+)/)?.[1]));
    expect(bodies.size).toBe(200);
  });
});

describe('rate limit shared through Redis, and Redis failing', () => {
  const redis = new RedisProcess(basePort + 10);
  let db: TestDatabase;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    await redis.start();
    db = await createPostgresDatabase();
    const env = { DATABASE_URL: db.url as string, REDIS_URL: redis.url, FORM_RATE_LIMIT: '3', LOGIN_TEXT: loginText };
    a = startApiProcess(basePort + 2, env);
    b = startApiProcess(basePort + 3, env);
    await Promise.all([waitReady(a), waitReady(b)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    await redis.stop();
  });

  it('counts requests spread across both processes against one limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await postContact(i % 2 === 0 ? a.url : b.url, i));
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(await postContact(a.url, 9)).toBe(429);
  });

  it('keeps serving when Redis stops (the limit fails open) and applies limits again once it is back', async () => {
    await redis.stop();
    const during = [];
    for (let i = 0; i < 6; i++) during.push(await postContact(i % 2 === 0 ? a.url : b.url, 100 + i));
    expect(during).toEqual([200, 200, 200, 200, 200, 200]);
    // The outage is logged (once, not per request).
    await waitFor(() => /redis unreachable/.test(a.output()), 10_000);

    await redis.start();
    // Both processes reconnect on their own; the fresh Redis starts counting from zero.
    await waitFor(async () => (await postContact(a.url, 200)) === 429, 20_000);
    await waitFor(async () => (await postContact(b.url, 201)) === 429, 20_000);
    const [count] = await query<{ n: number }>(db.url as string, 'select count(*)::int as n from messages');
    expect(count?.n).toBeGreaterThanOrEqual(9);
  });
});
