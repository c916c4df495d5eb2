// Finality and re-reads (issue 27, item 5): a mined chunk can vanish in a reorganisation (here: evm_snapshot /
// evm_revert on the local chain). findMatchingRun, sendRun, reconcileRun and resumeRun never report a vanished chunk
// paid; it is pending again with the same batch id, a `reorged` event says so, and sending again pays each recipient
// exactly once.
import { describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { findMatchingRun } from './findMatchingRun.js';
import { getRunReceipts } from './getRunReceipts.js';
import { planRun } from './planRun.js';
import type { RunEvent } from './RunEvent.js';
import { receiptsToCsv } from './receiptsToCsv.js';
import { receiptsToJson } from './receiptsToJson.js';
import { reconcileRun } from './reconcileRun.js';
import { resumeRun } from './resumeRun.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const sender = () => env.chain.accounts[1]?.address as string;

function engine(options: { reader?: Eip1193Provider; finalityConfirmations?: number } = {}) {
  const wallet = faultyWallet(env.rpc, {}, {}, sender());
  const config = createBulkSendConfig({
    provider: wallet,
    reader: options.reader ?? env.rpc,
    chainId: 137,
    storage: createMemoryRunStorage(),
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
    ...(options.finalityConfirmations !== undefined ? { finalityConfirmations: options.finalityConfirmations } : {}),
  });
  return { wallet, config };
}

function plan(config: ReturnType<typeof engine>['config'], salt: number, native = false) {
  return planRun(config, {
    sender: sender(),
    bulkSend: env.chain.bulkSend,
    token: native ? null : env.chain.demoToken,
    rows: freshAddresses(7, salt).map((address, i) => ({ line: i + 1, address, value: BigInt((i + 1) * 1_000_000) })),
    maxChunkSize: 3,
  });
}

/** Every recipient holds exactly its amount (paid once), never twice. */
async function expectEachPaidOnce(run: BulkSendRun, native = false) {
  for (const line of run.lines) {
    const balance = native ? await env.coinBalance(line.address) : await env.tokenBalance(line.address);
    expect(balance, `line ${line.line}`).toBe(line.amount);
  }
}

async function expectUnpaid(run: BulkSendRun, lines: number[]) {
  for (const line of run.lines.filter((l) => lines.includes(l.line))) {
    expect(await env.tokenBalance(line.address), `line ${line.line}`).toBe(0n);
  }
}

const reorgedOf = (events: RunEvent[]) => events.flatMap((e) => (e.type === 'reorged' ? [e.chunkIndex] : []));

describe('a chain rolled back under a run (evm_snapshot / evm_revert)', () => {
  it('around the whole run: nothing is reported paid, every chunk is pending again with its batch id, and sending again pays each once', async () => {
    const { config } = engine();
    const run = await plan(config, 201);
    const before = await env.request<string>('evm_snapshot');
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    await env.request('evm_revert', [before]);
    await expectUnpaid(run, [1, 2, 3, 4, 5, 6, 7]);

    expect(await findMatchingRun(config, { run })).toMatchObject({ paidChunks: [], allPaid: false });
    const events: RunEvent[] = [];
    const reconciled = await reconcileRun(config, { run, onProgress: (e) => events.push(e) });
    expect(reconciled.chunks.map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);
    expect(reconciled.chunks.map((c) => c.batchId)).toEqual(run.chunks.map((c) => c.batchId));
    expect(reconciled.chunks.map((c) => c.receipt)).toEqual([undefined, undefined, undefined]);
    expect(reconciled.status).toBe('paused');
    expect(reorgedOf(events)).toEqual([0, 1, 2]);
    expect(reconciled.chunks[0]?.lastError?.name).toBe('ChunkReorged');
    expect(getRunReceipts(reconciled).summary.chunksPaid).toBe(0);

    const resumed = await resumeRun(config, { runId: run.id });
    expect(resumed.unpaid).toEqual([0, 1, 2]);

    const again = await sendRun(config, { run });
    expect(again.status).toBe('finished');
    expect(again.chunks.map((c) => c.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    await expectEachPaidOnce(run);
  });

  it('around chunk 2 (native coin): sendRun re-reads, finds chunks 2–3 gone, sends only them, each recipient once', async () => {
    const { config, wallet } = engine();
    const run = await plan(config, 202, true);
    let beforeChunk2 = '';
    wallet.beforeChunkSend = async (n) => {
      if (n === 2) beforeChunk2 = await env.request<string>('evm_snapshot');
    };
    expect((await sendRun(config, { run })).status).toBe('finished');
    wallet.beforeChunkSend = undefined;
    await env.request('evm_revert', [beforeChunk2]);

    expect(await findMatchingRun(config, { run })).toMatchObject({ paidChunks: [0], allPaid: false });
    const events: RunEvent[] = [];
    const sendsBefore = wallet.chunkSends;
    const again = await sendRun(config, { run, onProgress: (e) => events.push(e) });
    expect(reorgedOf(events)).toEqual([1, 2]);
    const skipped = events.flatMap((e) => (e.type === 'chunk' && e.step === 'skipped' ? [e.chunkIndex] : []));
    expect(skipped).toEqual([0]);
    expect(wallet.chunkSends - sendsBefore).toBe(2);
    expect(again.status).toBe('finished');
    expect(again.chunks.map((c) => c.batchId)).toEqual(run.chunks.map((c) => c.batchId));
    await expectEachPaidOnce(run, true);
  });

  it('chunk 2 vanishes while chunk 3 is being sent: the run is not reported finished until chunk 2 is paid again', async () => {
    const { config, wallet } = engine();
    const run = await plan(config, 203);
    let beforeChunk2 = '';
    wallet.beforeChunkSend = async (n) => {
      if (n === 2) beforeChunk2 = await env.request<string>('evm_snapshot');
      if (n === 3) await env.request('evm_revert', [beforeChunk2]);
    };
    const events: RunEvent[] = [];
    const done = await sendRun(config, { run, onProgress: (e) => events.push(e) });
    expect(reorgedOf(events)).toEqual([1]);
    const finished = events.findIndex((e) => e.type === 'finished');
    expect(finished).toBeGreaterThan(events.findIndex((e) => e.type === 'reorged'));
    expect(done.status).toBe('finished');
    expect(wallet.chunkSends).toBe(4); // chunk 2 twice: once dropped by the rollback, once paid
    await expectEachPaidOnce(run);
  });

  it('resumeRun and reconcileRun keep a chunk still in the chain confirmed, with its block hash', async () => {
    const { config } = engine();
    const run = await plan(config, 204);
    const done = await sendRun(config, { run });
    const resumed = await resumeRun(config, { runId: run.id });
    expect(resumed.unpaid).toEqual([]);
    expect(resumed.run.status).toBe('finished');
    expect(resumed.run.chunks.map((c) => c.receipt?.blockHash)).toEqual(done.chunks.map((c) => c.receipt?.blockHash));
    expect(done.chunks[0]?.receipt?.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});

describe('finality: included, then final', () => {
  /** A node without the `finalized` block tag (older clients): the engine counts confirmations instead. */
  const withoutFinalizedTag: Eip1193Provider = {
    async request(args) {
      const params = (args.params ?? []) as unknown[];
      if (args.method === 'eth_getBlockByNumber' && params[0] === 'finalized') {
        throw Object.assign(new Error("invalid block tag 'finalized'"), { code: -32602 });
      }
      return env.rpc.request(args);
    },
  };

  it('marks each paid chunk included until it is finalityConfirmations deep, and the receipts say which', async () => {
    const { config } = engine({ reader: withoutFinalizedTag, finalityConfirmations: 20 });
    const run = await plan(config, 205);
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(done.chunks.map((c) => c.finality)).toEqual(['included', 'included', 'included']);
    expect(getRunReceipts(done).rows.map((r) => r.finality)).toEqual(Array(7).fill('included'));
    expect(getRunReceipts(done).summary).toMatchObject({ chunksFinal: 0, chunksIncluded: 3 });
    expect(receiptsToCsv(done).split('\r\n')[1]).toMatch(/,paid,included$/);

    await env.request('hardhat_mine', ['0x14']);
    const later = await reconcileRun(config, { run });
    expect(later.chunks.map((c) => c.finality)).toEqual(['final', 'final', 'final']);
    expect(JSON.parse(receiptsToJson(later)).rows[0].finality).toBe('final');
    expect(receiptsToCsv(later)).toContain('chunks final,3/3');
  });

  it("on a node with the finalized tag, a chunk is final once its block is at or below it (Hardhat's is its latest)", async () => {
    const { config } = engine();
    const done = await sendRun(config, { run: await plan(config, 206) });
    expect(done.chunks.map((c) => c.finality)).toEqual(['final', 'final', 'final']);
  });
});

describe('a paid chunk whose transaction was not found when the chain showed it paid', () => {
  it('gets its transaction at the next reconcile (link and receipts), instead of staying paid without one', async () => {
    const { config } = engine();
    const run = await plan(config, 231);
    const sent = await sendRun(config, { run });
    expect(sent.status).toBe('finished');
    // Another device (no hashes: paid is `batchSent`), whose node fails the event read once, as a loaded node may.
    let failLogs = true;
    const reader: Eip1193Provider = {
      request: async (args) => {
        if (args.method === 'eth_getLogs' && failLogs)
          throw Object.assign(new Error('query timeout'), { code: -32603 });
        return env.rpc.request(args);
      },
    };
    const { config: other } = engine({ reader });
    const first = await reconcileRun(other, { run });
    expect(first.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(first.chunks.map((chunk) => chunk.receipt)).toEqual([undefined, undefined, undefined]);
    failLogs = false;
    const next = await reconcileRun(other, { run: first });
    expect(next.chunks.map((chunk) => chunk.receipt?.hash)).toEqual(sent.chunks.map((chunk) => chunk.receipt?.hash));
    expect(getRunReceipts(next).rows.every((row) => /^0x[0-9a-f]{64}$/.test(row.txHash))).toBe(true);
    await expectEachPaidOnce(run);
  });
});
