// Issue 20 (2): `cli messages export` piped into a slow reader delivers every row and exits only afterwards.
// The real CLI runs as a child process (tsx), its stdout a real pipe read slowly by this test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/openDatabase.js';
import { createPostgresDatabase, dbKind, seedPgliteDataDir, type TestDatabase } from './helper.js';

const ROWS = 2000;
/** Each row about 1.6 KB in CSV: some 3 MB in all, about fifty 64 KB pipe buffers (the reader pauses after each). */
const MESSAGE = 'x'.repeat(1500);
const apiDir = fileURLToPath(new URL('..', import.meta.url));

let dataDir: string | undefined;
let pgDatabase: TestDatabase | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  if (dbKind === 'postgres') {
    pgDatabase = await createPostgresDatabase();
    env = { DATABASE_URL: pgDatabase.url as string };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'fanout-cli-pipe-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    await seedPgliteDataDir(join(dataDir, 'pglite'));
  }
  const database = await openDatabase(
    pgDatabase ? pgDatabase.config : { kind: 'pglite', dataDir: join(dataDir as string, 'pglite') },
  );
  // Rows sharing one created_at (as a group commit writes them) must each come out once.
  await database.db.execute(sql`insert into messages (kind, name, email, message, created_at)
    select 'contact', 'Visitor ' || i, 'v' || i || '@example.com', ${MESSAGE} || i,
      timestamptz '2026-01-01' + (i / 7) * interval '1 millisecond'
    from generate_series(1, ${ROWS}) as i`);
  await database.close();
});

afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

interface Run {
  code: number | null;
  text: string;
  stderr: string;
}

/** Runs the CLI with stdout piped to a reader that pauses after every chunk. */
function exportThroughSlowPipe(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.stdout.on('data', (c: Buffer) => {
      chunks.push(c);
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), 2);
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, text: Buffer.concat(chunks).toString('utf8'), stderr });
    });
  });
}

describe('messages export through a pipe', () => {
  it('delivers every CSV row to a slow reader, then exits 0', async () => {
    const run = await exportThroughSlowPipe(['messages', 'export', '--format', 'csv']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(ROWS + 1);
    const names = new Set(lines.slice(1).map((l) => l.split('","')[3]));
    expect(names.size).toBe(ROWS);
    expect(names.has(`Visitor ${ROWS}`)).toBe(true);
  });

  it('delivers a complete JSON array the same way', async () => {
    const run = await exportThroughSlowPipe(['messages', 'export', '--format', 'json', '--since', '2025-12-31']);
    expect(run.code).toBe(0);
    const all = JSON.parse(run.text) as { name: string; mailStatus: string }[];
    expect(all).toHaveLength(ROWS);
    expect(new Set(all.map((m) => m.name)).size).toBe(ROWS);
    expect(all[0]?.mailStatus).toBe('none');
  });
});
