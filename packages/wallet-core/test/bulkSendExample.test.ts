// Runs examples/bulk-send-node.mjs (the README's Node example) against the local chain, as a user would: a separate
// Node process importing the built package. It must pay every recipient once, and a second run must send nothing.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startLocalChain } from '@fanout/contracts/chain';
import { afterAll, describe, expect, it } from 'vitest';
import { useEngineChain } from './engineChain.js';
import { httpProvider } from './httpProvider.js';

const run = promisify(execFile);
const env = useEngineChain();
const runsDir = mkdtempSync(join(tmpdir(), 'fanout-example-'));
afterAll(() => rmSync(runsDir, { recursive: true, force: true }));

describe('examples/bulk-send-node.mjs', () => {
  it('pays 300 recipients in two chunks, and a second run finds the list paid on chain', async () => {
    const sender = env.chain.accounts[2]?.address as string;
    const example = () =>
      run(process.execPath, [new URL('../examples/bulk-send-node.mjs', import.meta.url).pathname], {
        env: {
          ...process.env,
          RPC_URL: env.chain.rpcUrl,
          BULK_SEND: env.chain.bulkSend,
          TOKEN: env.chain.demoToken,
          SENDER: sender,
          RUNS_DIR: runsDir,
        },
        timeout: 90_000,
      });
    const first = await example();
    expect(first.stdout).toMatch(/quote: 2 chunks \(150 \+ 150\)/);
    expect(first.stdout).toMatch(/chunk 2: confirmed 0x[0-9a-f]{64}/);
    expect(first.stdout).toMatch(/: finished/);
    expect(first.stdout).toContain('line,address,name,amount,chunk,batchId,txHash,block,status,finality');
    for (const i of [0, 149, 150, 299]) {
      const address = `0x${(0xe0000000 + i + 1).toString(16).padStart(40, '0')}`;
      expect(await env.tokenBalance(address)).toBe(BigInt((i % 7) + 1) * 1_000_000n + 250_000n);
    }
    const nonce = await env.nonce(sender);
    const second = await example();
    expect(second.stdout).toContain('already paid: all 2 chunks');
    expect(await env.nonce(sender)).toBe(nonce);
  }, 120_000);

  it('run on a fresh chain with the default storage folder, twice: pays everyone once on each chain, never trusts the old run', async () => {
    // The default folder is join(tmpdir(), 'fanout-runs'): a private TMPDIR makes it this test's own.
    const tmp = mkdtempSync(join(tmpdir(), 'fanout-default-'));
    const { RUNS_DIR: _none, ...inherited } = process.env;
    const example = (chain: { rpcUrl: string; bulkSend: string; demoToken: string }, sender: string) =>
      run(process.execPath, [new URL('../examples/bulk-send-node.mjs', import.meta.url).pathname], {
        env: {
          ...inherited,
          TMPDIR: tmp,
          RPC_URL: chain.rpcUrl,
          BULK_SEND: chain.bulkSend,
          TOKEN: chain.demoToken,
          SENDER: sender,
        },
        timeout: 90_000,
      });
    const balanceOf = async (rpcUrl: string, token: string, owner: string) =>
      BigInt(
        (await httpProvider(rpcUrl).request({
          method: 'eth_call',
          params: [{ to: token, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` }, 'latest'],
        })) as string,
      );
    const recipients = Array.from(
      { length: 300 },
      (_, i) => `0x${(0xe0000000 + i + 1).toString(16).padStart(40, '0')}`,
    );
    const expectEachPaidOnce = async (chain: { rpcUrl: string; demoToken: string }) => {
      for (const [i, address] of recipients.entries()) {
        expect(await balanceOf(chain.rpcUrl, chain.demoToken, address), `line ${i + 1}`).toBe(
          BigInt((i % 7) + 1) * 1_000_000n + 250_000n,
        );
      }
    };
    try {
      // Each round is a fresh chain (new block 0) over the same storage folder, like the example run twice.
      for (const round of [1, 2]) {
        const chain = await startLocalChain({ stateFile: false });
        try {
          const sender = chain.accounts[2]?.address as string;
          const first = await example(chain, sender);
          expect(first.stdout, `round ${round}`).toMatch(/chunk 1: confirmed 0x[0-9a-f]{64}/);
          expect(first.stdout).toMatch(/chunk 2: confirmed 0x[0-9a-f]{64}/);
          expect(first.stdout).not.toContain('skipped');
          expect(first.stdout).toMatch(/: finished/);
          await expectEachPaidOnce(chain);
          const again = await example(chain, sender);
          expect(again.stdout).toContain('already paid: all 2 chunks');
          await expectEachPaidOnce(chain);
        } finally {
          await chain.stop();
        }
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 240_000);

  it('is exactly the code the README shows', () => {
    const file = readFileSync(new URL('../examples/bulk-send-node.mjs', import.meta.url), 'utf8');
    const body = file.slice(file.indexOf('\n\n') + 2);
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`js\n${body}\`\`\``);
  });
});
