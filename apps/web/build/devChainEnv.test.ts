// `pnpm dev` points the Tool at the local chain: a running chain's facts become the Vite variables; a file left by a
// chain that is gone does not.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { predictBulkSendV3Address } from '@fanout/contracts';
import { startLocalChain } from '@fanout/contracts/chain';
import { describe, expect, it } from 'vitest';
import { devChainEnv } from './devChainEnv.js';

describe('devChainEnv', () => {
  it('gives the Tool the running local chain: RPC, chain id, BulkSend, its deploy owner and the demo token', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'fanout-devchain-')), 'local.json');
    // Bare, as `pnpm dev` starts it: BulkSend is predicted for the first account, which the Tool offers as owner.
    const chain = await startLocalChain({ stateFile, bare: true });
    try {
      expect(await devChainEnv(stateFile, true, 10_000)).toEqual({
        VITE_CHAIN_ID: '137',
        VITE_CHAIN_RPC_URL: chain.rpcUrl,
        VITE_BULKSEND_ADDRESS: chain.bulkSend,
        VITE_BULKSEND_VERSION: 'v3',
        VITE_OLDER_BULKSENDS: '',
        VITE_PAY_TOKENS: `DUSD:${chain.demoToken}:${chain.demoTokenDecimals}`,
        VITE_LOCAL_CHAIN: '1',
        VITE_BULKSEND_OWNER: chain.accounts[0]?.address,
      });
      expect(chain.bulkSend).toBe(predictBulkSendV3Address({ owner: chain.accounts[0]?.address ?? '' }));
    } finally {
      await chain.stop();
    }
  }, 60_000);

  it('ignores a state file whose chain no longer answers, and a missing file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fanout-devchain-'));
    const stale = join(dir, 'local.json');
    writeFileSync(
      stale,
      JSON.stringify({
        rpcUrl: 'http://127.0.0.1:9',
        chainId: 137,
        bulkSend: '0x1',
        demoToken: '0x2',
        demoTokenDecimals: 6,
      }),
    );
    expect(await devChainEnv(stale, false)).toEqual({});
    expect(await devChainEnv(join(dir, 'missing.json'), false)).toEqual({});
    // Waiting gives up after its time limit.
    expect(await devChainEnv(stale, true, 1200)).toEqual({});
  });
});
