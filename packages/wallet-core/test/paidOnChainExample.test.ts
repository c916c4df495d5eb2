// Runs examples/paid-on-chain-node.mjs (the README's chain-history example) against the local chain as a user would:
// a separate Node process importing the built package.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useEngineChain } from './engineChain.js';

const run = promisify(execFile);
const env = useEngineChain({ version: 'v3' });
const example = new URL('../examples/paid-on-chain-node.mjs', import.meta.url);

describe('examples/paid-on-chain-node.mjs', () => {
  it('a new device with the list sorted the other way round is told lines 5, 6 and 7 were paid, with the transaction', async () => {
    const sender = env.chain.accounts[2]?.address as string;
    const { stdout } = await run(process.execPath, [example.pathname], {
      env: {
        ...process.env,
        RPC_URL: env.chain.rpcUrl,
        BULK_SEND: env.chain.bulkSend,
        BULK_SEND_VERSION: env.chain.bulkSendVersion,
        TOKEN: env.chain.demoToken,
        SENDER: sender,
      },
      timeout: 90_000,
    });
    expect(stdout).not.toContain('NOT CHECKED');
    expect(stdout).toMatch(/read \d+ of \d+ blocks/);
    const paid = stdout.split('\n').filter((line) => line.includes('already paid'));
    expect(paid.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual(['line 5', 'line 6', 'line 7']);
    expect(paid[0]).toMatch(
      /0x00000000000000000000000000000000[dD]0000003: already paid 3000000 on .+ in 0x[0-9a-f]{64}$/,
    );
    expect(await env.tokenBalance('0x00000000000000000000000000000000d0000004')).toBe(0n); // nothing sent today
  }, 120_000);

  it('is exactly the code the README shows', () => {
    const file = readFileSync(example, 'utf8');
    const body = file.slice(file.indexOf('\n\n') + 2);
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`js\n${body}\`\`\``);
  });
});
