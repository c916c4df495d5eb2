// `pnpm chain` / `pnpm dev`'s chain: it starts like a fresh real chain (no deterministic-deployment proxy, no BulkSend);
// `--with-bulksend` installs both. Runs the built CLI (dist/chain/cli.js) on a free port and reads what it prints.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DETERMINISTIC_DEPLOYMENT_PROXY } from '../deterministic/DETERMINISTIC_DEPLOYMENT_PROXY.js';

const cli = fileURLToPath(new URL('../../dist/chain/cli.js', import.meta.url));
const running: ChildProcess[] = [];

/** Starts the CLI and resolves with its RPC URL and BulkSend line once it prints them. */
function startCli(args: string[]): Promise<{ rpcUrl: string; output: string }> {
  const child = spawn(process.execPath, [cli, ...args], {
    // Port 0: a free one; the facts file goes where no developer's `pnpm dev` reads it.
    env: {
      ...process.env,
      CHAIN_PORT: '0',
      CHAIN_WITH_BULKSEND: '',
      CHAIN_STATE_FILE: join(mkdtempSync(join(tmpdir(), 'fanout-cli-')), 'local.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      if (url && output.includes('Ctrl-C stops')) resolve({ rpcUrl: url, output });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`the chain CLI exited (${code}): ${output}`)));
  });
}

async function codeAt(rpcUrl: string, address: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [address, 'latest'] }),
  });
  return ((await response.json()) as { result: string }).result;
}

afterEach(async () => {
  for (const child of running.splice(0)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
});

describe('the local chain CLI', () => {
  it('starts bare by default, like a real chain: no proxy, no BulkSend, and says so', async () => {
    const { rpcUrl, output } = await startCli([]);
    expect(output).toContain('bare like a real chain: no proxy, no BulkSend');
    const bulkSend = output.match(/BulkSend\s+(0x[0-9a-fA-F]{40})/)?.[1] ?? '';
    expect(await codeAt(rpcUrl, DETERMINISTIC_DEPLOYMENT_PROXY)).toBe('0x');
    expect(await codeAt(rpcUrl, bulkSend)).toBe('0x');
  }, 60_000);

  it('installs the proxy and BulkSend with --with-bulksend', async () => {
    const { rpcUrl, output } = await startCli(['--with-bulksend']);
    expect(output).not.toContain('bare');
    const bulkSend = output.match(/BulkSend\s+(0x[0-9a-fA-F]{40})/)?.[1] ?? '';
    expect(await codeAt(rpcUrl, DETERMINISTIC_DEPLOYMENT_PROXY)).not.toBe('0x');
    expect(await codeAt(rpcUrl, bulkSend)).not.toBe('0x');
  }, 60_000);
});
