// Test helpers: a fresh database per app (PGlite in memory, or a throw-away PostgreSQL database when the suite
// runs in its `postgres` project), a config with test defaults, and a built app ready for `inject`.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config/AppConfig.js';
import type { Database } from '../src/db/Database.js';
import type { DatabaseConfig } from '../src/db/DatabaseConfig.js';
import { migrate, migrationsFolder } from '../src/db/migrate.js';

export const dbKind: 'pglite' | 'postgres' = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const testLoginText = 'localhost:3000 wants you to sign in to Fanout (test).\nIssued At: ';

export interface TestDatabase {
  config: DatabaseConfig;
  url?: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return url;
}

/** A new empty PostgreSQL database on the test server; dropped by `drop()`. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `fanout_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 10 },
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * A migrated PGlite data dir, dumped once and kept in the temp dir (named by PGlite's version and the migrations, so
 * a changed migration makes a new one): PGlite's own start of an empty database (its initdb) takes seconds on a busy
 * machine, loading this copy a fraction of that. Every test app on PGlite starts from it; migrations still run (and
 * find nothing to do).
 */
let dump: Blob | undefined;

async function migratedPgliteDump(): Promise<Blob> {
  if (dump) return dump;
  const migrations = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  const key = createHash('sha256')
    .update(JSON.stringify([pgliteVersion(), migrations]))
    .digest('hex');
  const file = join(tmpdir(), `fanout-api-test-pglite-${key.slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle({ client }) as unknown as Database);
    const made = await client.dumpDataDir('none');
    await client.close();
    // Written under another name and renamed: a parallel test process never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
    renameSync(partial, file);
  }
  dump = new Blob([readFileSync(file)]);
  return dump;
}

function pgliteVersion(): string {
  const pkg = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** Fills `dataDir` (PGlite on disk, for a server or CLI process a test starts) with the migrated copy, so that
 * process opens it without running PGlite's initdb. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const client = new PGlite(dataDir, { loadDataDir: await migratedPgliteDump() });
  await client.waitReady;
  await client.close();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (dbKind === 'postgres') return createPostgresDatabase();
  return { config: { kind: 'pglite', loadDataDir: await migratedPgliteDump() }, drop: async () => {} };
}

export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    database,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    jwtTtlSeconds: 3600,
    loginTexts: [testLoginText],
    loginWindowSeconds: 300,
    mail: undefined,
    rateLimit: { formMax: 1000, loginMax: 1000, userInfoMax: 1000, windowMs: 60_000 },
    trustProxy: false,
    bodyLimit: 64 * 1024,
    limits: { requestTimeoutMs: 15_000, writeTimeoutMs: 5000, writeQueueMax: 5000, retryAfterSeconds: 5 },
    webDist: undefined,
    storybookDist: undefined,
    csp: { connectSrc: ['https://polygon-rpc.com'], frameSrc: ['https://www.youtube.com'], mediaSrc: [], imgSrc: [] },
    logger: false,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database.config, overrides));
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** form-urlencoded body from pairs (repeated keys allowed). */
export function form(pairs: Record<string, string> | [string, string][]): string {
  return new URLSearchParams(Array.isArray(pairs) ? pairs : Object.entries(pairs)).toString();
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
