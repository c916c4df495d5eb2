// The real operator CLI process (tsx) managing the chains: it refuses bad input with the error's name and exit code 1,
// and what it writes is what the API then serves. (It reads BULKSEND_OWNER with the server's loadChainsConfig.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { predictBulkSendV3Address } from '@fanout/contracts';
import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseConfig } from '../src/db/DatabaseConfig.js';
import { createPostgresDatabase, dbKind, seedPgliteDataDir, type TestDatabase, testConfig } from './helper.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let dataDir: string | undefined;
let pgDatabase: TestDatabase | undefined;
let env: Record<string, string>;
let database: DatabaseConfig;

beforeAll(async () => {
  if (dbKind === 'postgres') {
    pgDatabase = await createPostgresDatabase();
    env = { DATABASE_URL: pgDatabase.url as string };
    database = pgDatabase.config;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'fanout-chains-cli-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    database = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    await seedPgliteDataDir(database.dataDir as string);
  }
});
afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'chains', ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env, BULKSEND_OWNER: owner, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('cli chains (child process)', () => {
  it('refuses a plain-http RPC by name, takes an https one, and the API serves it with the predicted BulkSend', async () => {
    const refused = await cli('set', '137', '--rpc', 'http://rpc.example');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^InsecureRpcUrlError: --rpc: must be https/);

    const set = await cli('set', '137', '--rpc', 'https://polygon.rpc.example');
    expect(set).toMatchObject({ code: 0, stdout: 'updated chain 137\n', stderr: '' });

    // What the process wrote is what the API serves (`chains list` printing exactly the served JSON is tested in
    // process, in chains.test: a third process here cost tens of seconds on a busy machine).
    const app = await buildApp(testConfig(database, { chains: { owner, salt: null, cacheMs: 0 } }));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/chains' });
      const served = (res.json() as { data: ChainSettings }).data;
      expect(served.chains[0]?.rpcUrls).toEqual(['https://polygon.rpc.example']);
      expect(served.chains[0]?.bulkSend.address).toBe(predictBulkSendV3Address({ owner }));
    } finally {
      await app.close();
    }
    // Each child process starts tsx and opens the database: tens of seconds on a busy 2-core machine.
  }, 300_000);
});
