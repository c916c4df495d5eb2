import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useEngineChain } from '../../test/engineChain.js';
import { runStorageContract, sampleRun } from '../../test/runStorageContract.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { parseRun } from '../bulkSend/parseRun.js';
import { planRun } from '../bulkSend/planRun.js';
import { RunLockedError } from '../bulkSend/RunLockedError.js';
import { createFileRunStorage } from './createFileRunStorage.js';

const env = useEngineChain();
const root = mkdtempSync(join(tmpdir(), 'fanout-runs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

describe('createFileRunStorage', () => {
  runStorageContract(() => createFileRunStorage({ directory: join(root, String(++n)) }));

  it('writes one readable JSON file per run, with no temporary file left behind', async () => {
    const directory = join(root, 'plain');
    const storage = createFileRunStorage({ directory });
    await storage.save(sampleRun());
    expect(readdirSync(directory)).toEqual([`${sampleRun().id}.json`]);
    const text = readFileSync(join(directory, `${sampleRun().id}.json`), 'utf8');
    expect(text).toContain('"$bigint":"39614081257132168796771975175"');
    expect(parseRun(text)).toEqual(sampleRun());
    // A second storage over the same directory (another process) reads it.
    expect(await createFileRunStorage({ directory }).load(sampleRun().id)).toEqual(sampleRun());
  });

  it('refuses an id that is not a run id (no path tricks)', async () => {
    const storage = createFileRunStorage({ directory: join(root, 'ids') });
    await expect(storage.load('../../etc/passwd')).rejects.toThrow(/not a run id/);
  });
});

/** test/fixtures/sendRunProcess.mjs as its own Node process (the built package), with its output as it comes. */
function sendRunProcess(extra: Record<string, string>) {
  const child = spawn(process.execPath, [new URL('../../test/fixtures/sendRunProcess.mjs', import.meta.url).pathname], {
    env: {
      ...process.env,
      RPC_URL: env.chain.rpcUrl,
      BULK_SEND: env.chain.bulkSend,
      TOKEN: env.chain.demoToken,
      SENDER: env.chain.accounts[3]?.address as string,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const lines: ((text: string) => void)[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const check of lines) check(out);
  });
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = (all: string) => all.includes(text) && resolve();
      lines.push(check);
      check(out);
    });
  const result = new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('exit', () => {
      const last = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last) as Record<string, unknown>);
      } catch {
        reject(new Error(`no result from pid ${child.pid}: ${out}`));
      }
    });
  });
  return { child, printed, result };
}

function rowsOf(salt: number) {
  return Array.from({ length: 6 }, (_, i) => ({
    line: i + 1,
    address: `0x${(0xd0000000 + salt * 1000 + i + 1).toString(16).padStart(40, '0')}`,
    value: BigInt(i + 1) * 1_000_000n,
  }));
}

describe('createFileRunStorage locks: one Node process per run', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill();
  });
  const sender = () => env.chain.accounts[3]?.address as string;

  it('two processes send the same run: exactly one sends, the other gets RunLockedError naming its pid; no duplicate reaches the chain', async () => {
    const directory = mkdtempSync(join(root, 'two-'));
    const hold = join(directory, 'go');
    const nonce = await env.nonce(sender());
    const first = sendRunProcess({ RUNS_DIR: directory, SALT: '1', HOLD_FILE: hold });
    children.push(first.child);
    await first.printed('holding'); // the first process holds the run's lock and is asking the wallet
    const second = sendRunProcess({ RUNS_DIR: directory, SALT: '1' });
    children.push(second.child);
    expect(await second.result).toMatchObject({ error: 'RunLockedError', pid: first.child.pid });
    writeFileSync(hold, '');
    expect(await first.result).toMatchObject({ status: 'finished' });
    // One approval and two chunks: nothing else of the sender reached the chain (a duplicate would revert there).
    expect(await env.nonce(sender())).toBe(nonce + 3);
    for (const row of rowsOf(1)) expect(await env.tokenBalance(row.address)).toBe(row.value);
    expect(readdirSync(directory).filter((name) => name.endsWith('.lock'))).toEqual([]);
  }, 90_000);

  it('a lock left by a process that died is taken over', async () => {
    const directory = mkdtempSync(join(root, 'stale-'));
    const config = createBulkSendConfig({ provider: env.rpc, storage: createFileRunStorage({ directory }) });
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows: rowsOf(2),
      maxChunkSize: 3,
    });
    // A pid that no longer runs: a process that has exited.
    const dead = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));
    writeFileSync(join(directory, `${run.id}.lock`), JSON.stringify({ pid: dead, host: hostname(), since: 1 }));
    const next = sendRunProcess({ RUNS_DIR: directory, SALT: '2' });
    children.push(next.child);
    expect(await next.result).toMatchObject({ status: 'finished', runId: run.id });
    for (const row of rowsOf(2)) expect(await env.tokenBalance(row.address)).toBe(row.value);
    expect(existsSync(join(directory, `${run.id}.lock`))).toBe(false);
  }, 90_000);

  it('in one process, a second engine over the same folder is refused while the first holds the run', async () => {
    const directory = mkdtempSync(join(root, 'same-'));
    const a = createFileRunStorage({ directory });
    const b = createFileRunStorage({ directory });
    const id = sampleRun().id;
    let release = () => {};
    let started = () => {};
    const holds = new Promise<void>((resolve) => (started = resolve));
    const holding = a.locks?.withLock(id, () => {
      started();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holds;
    await expect(b.locks?.withLock(id, async () => 'sent')).rejects.toBeInstanceOf(RunLockedError);
    await expect(b.locks?.withLock(id, async () => 'sent')).rejects.toMatchObject({ pid: process.pid });
    release();
    await holding;
    expect(await b.locks?.withLock(id, async () => 'sent')).toBe('sent');
  });
});
