// "Complete" only when proven (issue 37, finding 3): a node that leaves out its newest blocks' logs made the history
// read say complete, and a new profile paid the list again. BulkSend v3 counts each sender's batches; the read compares
// that count with the events the node returned, through a real JSON-RPC node in front of the local chain that hides
// the logs of its newest 30 blocks.
import { type LaggingNode, startLaggingNode } from '@fanout/test-chain/lagging-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployBulkSendV3 } from '../../test/deployBulkSendV3.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import { httpProvider } from '../../test/httpProvider.js';
import { translate } from '../messages/translate.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { planRun } from './planRun.js';
import { readSenderHistory } from './readSenderHistory.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const sender = () => env.chain.accounts[1]?.address as `0x${string}`;
const token = () => env.chain.demoToken as `0x${string}`;
let v3 = { address: '' as `0x${string}`, block: 0n };
let node: LaggingNode;

beforeAll(async () => {
  v3 = await deployBulkSendV3(env, env.chain.accounts[0]?.address as string);
  node = await startLaggingNode(env.chain.rpcUrl, { hideNewest: 30n });
}, 60_000);
afterAll(async () => {
  await node?.stop();
});

function engine(reader = env.rpc) {
  return createBulkSendConfig({
    provider: faultyWallet(env.rpc, {}, {}, sender()),
    reader,
    chainId: 137,
    storage: createMemoryRunStorage(),
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
    sleep: async () => {},
  });
}

/** Pays 7 fresh recipients of the demo token in 3 chunks through `bulkSend`; checks every holding. */
async function pay(bulkSend: `0x${string}`, salt: number) {
  const rows = freshAddresses(7, salt).map((address, i) => ({ line: i + 2, address, value: BigInt(i + 1) * 1_000n }));
  const config = engine();
  const run = await planRun(config, {
    sender: sender(),
    bulkSend,
    token: token(),
    rows,
    maxChunkSize: 3,
    ...(bulkSend === v3.address ? { bulkSendVersion: 'v3' as const } : {}),
  });
  const done = await sendRun(config, { run, approve: true });
  expect(done.status).toBe('finished');
  for (const row of rows) expect(await env.tokenBalance(row.address)).toBe(row.value);
  return done;
}

describe('readSenderHistory proves "complete" with BulkSend v3’s batchCount (issue 37)', () => {
  it('v3 through a node that hides its newest 30 blocks’ logs: not complete, named `mismatch` with the counts; through the chain’s own node: `counted`', async () => {
    const run = await pay(v3.address, 401);
    const hidden = await readSenderHistory(engine(httpProvider(node.rpcUrl)), {
      bulkSend: v3.address,
      sender: sender(),
    });
    expect(node.logReads).toBeGreaterThan(0);
    expect(hidden.payments).toEqual([]);
    expect(hidden).toMatchObject({
      complete: false,
      proof: 'mismatch',
      incomplete: { messageKey: 'bulkSendHistoryHidden', params: { counted: '3', found: '0' } },
    });
    const key = hidden.incomplete?.messageKey ?? 'bulkSendHistoryHidden';
    const params = hidden.incomplete?.params ?? {};
    expect(translate('en', key, params)).toContain('left out some of your past payments');
    expect(translate('chs', key, params)).toContain('漏掉了您过去的部分付款');

    const honest = await readSenderHistory(engine(), { bulkSend: v3.address, sender: sender() });
    expect(honest).toMatchObject({ complete: true, proof: 'counted' });
    expect(honest.payments.map((payment) => payment.batchId)).toEqual(run.chunks.map((chunk) => chunk.batchId));
  });

  it('a window that starts after the first chunk compares the count at its start with the count at its end', async () => {
    const run = await pay(v3.address, 402);
    const first = BigInt(run.chunks[0]?.receipt?.blockNumber ?? 0n);
    const later = await readSenderHistory(engine(), { bulkSend: v3.address, sender: sender(), fromBlock: first + 1n });
    expect(later).toMatchObject({ complete: true, proof: 'counted' });
    expect(later.payments).toHaveLength(2);
    const hidden = await readSenderHistory(engine(httpProvider(node.rpcUrl)), {
      bulkSend: v3.address,
      sender: sender(),
      fromBlock: first + 1n,
    });
    expect(hidden).toMatchObject({ complete: false, proof: 'mismatch' });
    expect(hidden.incomplete?.params).toMatchObject({ counted: '2', found: '0' });
  });

  it('v2 keeps no count: the same hiding node is believed (`proof: node`, completeness rests on the node)', async () => {
    await pay(env.chain.bulkSend as `0x${string}`, 403);
    const hidden = await readSenderHistory(engine(httpProvider(node.rpcUrl)), {
      bulkSend: env.chain.bulkSend as `0x${string}`,
      sender: sender(),
    });
    expect(hidden).toMatchObject({ complete: true, proof: 'node', payments: [] });
  });

  it('v2 and v3 read together: the v3 count still names a node that hides its payments', async () => {
    await pay(v3.address, 404);
    const both = [env.chain.bulkSend as `0x${string}`, v3.address];
    const hidden = await readSenderHistory(engine(httpProvider(node.rpcUrl)), { bulkSend: both, sender: sender() });
    expect(hidden).toMatchObject({ complete: false, proof: 'mismatch' });
    const honest = await readSenderHistory(engine(), { bulkSend: both, sender: sender() });
    expect(honest).toMatchObject({ complete: true, proof: 'node' });
  });
});
