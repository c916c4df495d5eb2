// Chain identity (issue 27, item 5): a run stored for another chain with the same id (a restarted local chain, a reset
// testnet: another block 0) is never trusted — not matched, not resumed, not listed as this chain's, not "paid".
import { describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { findMatchingRun } from './findMatchingRun.js';
import { findUnfinishedRuns } from './findUnfinishedRuns.js';
import { listRuns } from './listRuns.js';
import { planRun } from './planRun.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { reconcileRun } from './reconcileRun.js';
import { resumeRun } from './resumeRun.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const sender = () => env.chain.accounts[1]?.address as string;

describe('a run stored for an earlier chain with the same id', () => {
  it('is not matched, listed, resumed or trusted as paid; the list is sent again on the new chain, each recipient once', async () => {
    const storage = createMemoryRunStorage();
    const config = createBulkSendConfig({
      provider: faultyWallet(env.rpc, {}, {}, sender()),
      reader: env.rpc,
      chainId: 137,
      storage,
      pollIntervalMs: 20,
      confirmTimeoutMs: 5_000,
    });
    const rows = freshAddresses(7, 301).map((address, i) => ({ line: i + 1, address, value: 1_000_000n }));
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
      maxChunkSize: 3,
    });
    // What the storage holds after the same list was paid on a chain that has since been restarted: same run id and
    // batch ids (they do not include block 0), every chunk confirmed with receipts of transactions this chain never saw.
    const earlier: BulkSendRun = structuredClone(run);
    earlier.genesisHash = `0x${'11'.repeat(32)}`;
    earlier.status = 'paused';
    for (const chunk of earlier.chunks) {
      chunk.status = 'confirmed';
      chunk.attempts.push({ requestedAt: 1, nonce: chunk.index, hash: `0x${'ab'.repeat(32)}` });
      chunk.receipt = {
        hash: `0x${'ab'.repeat(32)}`,
        blockNumber: 5n,
        blockHash: `0x${'cd'.repeat(32)}`,
        gasUsed: 1n,
        effectiveGasPrice: 1n,
        success: true,
      };
    }
    earlier.chunks[2] = { ...(earlier.chunks[2] as BulkSendRun['chunks'][number]), status: 'pending' };
    await storage.save(earlier);

    expect(await findMatchingRun(config, { run })).toMatchObject({ stored: undefined, paidChunks: [], matches: false });
    expect(await findUnfinishedRuns(config, { sender: sender(), chainId: 137 })).toEqual([]);
    expect(await listRuns(config, { sender: sender(), chainId: 137 })).toEqual([]);
    await expect(resumeRun(config, { runId: run.id })).rejects.toBeInstanceOf(ReaderChainMismatchError);
    await expect(reconcileRun(config, { run: earlier })).rejects.toMatchObject({
      name: 'ReaderChainMismatchError',
      kind: 'genesis',
    });

    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(done.genesisHash).toBe(run.genesisHash);
    for (const line of run.lines) expect(await env.tokenBalance(line.address)).toBe(line.amount);
    expect((await storage.load(run.id))?.genesisHash).toBe(run.genesisHash);
  });
});
