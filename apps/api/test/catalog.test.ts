// Contract list (answered from the chain settings; migration 0005 moved the retired contracts table there), whitelist,
// health and readiness, and the JSON error convention for unknown routes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { getAddress } from 'ethers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { chainsCommand } from '../src/chains/chainsCommand.js';
import type { Database } from '../src/db/Database.js';
import type { DatabaseConfig } from '../src/db/DatabaseConfig.js';
import { migrate, migrationsFolder } from '../src/db/migrate.js';
import { rows } from '../src/db/rows.js';
import { chainSettings, whitelist } from '../src/db/schema.js';
import { buildTestApp, createPostgresDatabase, dbKind, type TestApp, testConfig } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const zero = '0x0000000000000000000000000000000000000000';

describe('GET /api/contract/list', () => {
  it('always has the placeholder at 0 and the approval-for-all slot at 1', async () => {
    const res = await t.app.inject({ url: '/api/contract/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        list: [
          { kind: 'placeholder', chainId: 0, address: zero, name: '' },
          { kind: 'approval', chainId: 0, address: zero, name: '' },
        ],
      },
    });
  });

  it('lists the approval contract, then the BulkSend of each chain in the chain settings, by chain id', async () => {
    await t.app.db.insert(chainSettings).values([
      { chainId: 80002, bulkSendAddress: `0x${'22'.repeat(20)}` },
      { chainId: 137, bulkSendAddress: `0x${'11'.repeat(20)}`, approvalAddress: `0x${'aa'.repeat(20)}` },
    ]);
    const list = (await t.app.inject({ url: '/api/contract/list' })).json().data.list;
    expect(list).toEqual([
      { kind: 'placeholder', chainId: 0, address: zero, name: '' },
      { kind: 'approval', chainId: 137, address: getAddress(`0x${'aa'.repeat(20)}`), name: '' },
      { kind: 'bulkSend', chainId: 137, address: getAddress(`0x${'11'.repeat(20)}`), name: 'BulkSend' },
      { kind: 'bulkSend', chainId: 80002, address: getAddress(`0x${'22'.repeat(20)}`), name: 'BulkSend' },
    ]);
    await t.app.db.delete(chainSettings);
  });
});

/** A database handle that applies no migration by itself, so a test can set up an older schema. */
async function openUnmigrated(config: DatabaseConfig): Promise<{ db: Database; close(): Promise<void> }> {
  if (config.kind === 'pglite') {
    const client = new PGlite(config.dataDir);
    return { db: drizzlePglite({ client }) as unknown as Database, close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: config.url });
  return { db: drizzlePg({ client: pool }) as unknown as Database, close: () => pool.end() };
}

describe('migration 0005: the contracts table moves into chain_settings', () => {
  it("serves each chain's newest BulkSend and the approval contract from chain_settings, and drops the table", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fanout-migrate-'));
    const database =
      dbKind === 'postgres'
        ? await createPostgresDatabase()
        : { config: { kind: 'pglite', dataDir: dir } as DatabaseConfig, drop: async () => {} };
    // The schema before it (0000–0004) with what the old `contracts add` / `set-approval` wrote (lowercased), and
    // an address the Tool already used from chain_settings on Amoy.
    const older = await openUnmigrated(database.config);
    await migrate(older.db, readMigrationFiles({ migrationsFolder }).slice(0, 5));
    const bulkSend137 = '0xe7E1a742BC661864ebdcaaF9353e112a69c09D69';
    const kept80002 = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    await older.db.execute(
      sql.raw(`insert into contracts (kind, chain_id, address, name) values
        ('bulkSend', 137, '0x${'11'.repeat(20)}', 'replaced'), ('bulkSend', 137, '${bulkSend137.toLowerCase()}', 'BulkSend'),
        ('bulkSend', 80002, '0x${'22'.repeat(20)}', 'Amoy'), ('bulkSend', 31337, '0x${'33'.repeat(20)}', 'Local'),
        ('approval', 56, '0x${'aa'.repeat(20)}', 'Proxy')`),
    );
    await older.db.execute(
      sql.raw(`insert into chain_settings (chain_id, bulk_send_address) values (80002, '${kept80002}')`),
    );
    await older.close();

    const app = await buildApp(testConfig(database.config));
    try {
      await app.ready();
      const list = (await app.inject({ url: '/api/contract/list' })).json().data.list;
      expect(list).toEqual([
        { kind: 'placeholder', chainId: 0, address: zero, name: '' },
        { kind: 'approval', chainId: 56, address: getAddress(`0x${'aa'.repeat(20)}`), name: '' },
        { kind: 'bulkSend', chainId: 137, address: bulkSend137, name: 'BulkSend' },
        { kind: 'bulkSend', chainId: 80002, address: kept80002, name: 'BulkSend' },
      ]);
      const served = (await app.inject({ url: '/api/chains' })).json().data.chains;
      // Migration 0006: an address stored before versions were kept is a v2.
      expect(served.find((c: { id: number }) => c.id === 137).bulkSend).toEqual({
        address: bulkSend137,
        source: 'configured',
        reason: null,
        version: 'v2',
        older: [],
      });
      // Chain 31337 came without its facts: not served, and the operator is told what it lacks.
      expect(served.map((c: { id: number }) => c.id)).not.toContain(31337);
      let listed = '';
      const config = { owner: null, salt: null, cacheMs: 0 };
      await chainsCommand(
        app.db,
        'list',
        [],
        (s) => {
          listed += s;
        },
        config,
      );
      expect(listed).toMatch(/^31337\t\tUNUSABLE: name: not built in; give --name --native-symbol/m);
      const table = rows<{ t: string | null }>(await app.db.execute(sql`select to_regclass('contracts')::text as t`));
      expect(table[0]?.t).toBeNull();
    } finally {
      await app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/whitelist', () => {
  it('answers whether an address is whitelisted, case-insensitively', async () => {
    const listed = `0x${'ab'.repeat(20)}`;
    await t.app.db.insert(whitelist).values({ address: listed, note: 'early supporter' });
    const yes = await t.app.inject({ url: `/api/whitelist?address=0x${'AB'.repeat(20)}` });
    expect(yes.json()).toEqual({ data: { address: listed, whitelisted: true } });
    const no = await t.app.inject({ url: `/api/whitelist?address=0x${'cd'.repeat(20)}` });
    expect(no.json()).toEqual({ data: { address: `0x${'cd'.repeat(20)}`, whitelisted: false } });
  });

  it('rejects a missing or malformed address with 400', async () => {
    for (const url of ['/api/whitelist', '/api/whitelist?address=0x12', '/api/whitelist?address[]=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errno: 400, errmsg: 'Parameter error' });
    }
  });
});

describe('health, readiness and errors', () => {
  it('GET /healthz and /readyz answer ok while the database is up', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('unknown routes answer 404 in the { errno, errmsg } shape', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errno: 404, errmsg: 'Not found' });
  });

  it('a server fault answers 500 with the spec message and no stack trace', async () => {
    const other = await buildTestApp();
    await other.app.database.close();
    const res = await other.app.inject({ url: '/api/contract/list' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errno: 500, errmsg: 'Server error, please contact customer service' });
    const ready = await other.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ errno: 503, errmsg: 'Service unavailable' });
    await other.app.close().catch(() => {});
    await other.database.drop();
  });
});
