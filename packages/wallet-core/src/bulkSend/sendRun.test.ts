import { bulkSendFee } from '@fanout/batch-core';
import { describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet, type WalletFault } from '../../test/faultyWallet.js';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { ChunkSimulationError } from './ChunkSimulationError.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { createProcessLocks } from './createProcessLocks.js';
import { findMatchingRun } from './findMatchingRun.js';
import { findUnfinishedRuns } from './findUnfinishedRuns.js';
import { getRunReceipts } from './getRunReceipts.js';
import { listRuns } from './listRuns.js';
import { planRun } from './planRun.js';
import { quoteRun } from './quoteRun.js';
import type { RunEvent } from './RunEvent.js';
import { RunLockedError } from './RunLockedError.js';
import type { RunLocks } from './RunLocks.js';
import type { RunStorage } from './RunStorage.js';
import { receiptsToCsv } from './receiptsToCsv.js';
import { receiptsToJson } from './receiptsToJson.js';
import { reconcileRun } from './reconcileRun.js';
import { resumeRun } from './resumeRun.js';
import { sendRun } from './sendRun.js';
import { simulateChunk } from './simulateChunk.js';
import { TransactionOutcomeUnknownError } from './TransactionOutcomeUnknownError.js';

const env = useEngineChain();

function engine(
  options: {
    faults?: Record<number, WalletFault>;
    approvalFaults?: Record<number, WalletFault>;
    storage?: RunStorage;
    locks?: RunLocks;
  } = {},
) {
  const wallet = faultyWallet(env.rpc, options.faults, options.approvalFaults, sender());
  const storage = options.storage ?? createMemoryRunStorage();
  const config = createBulkSendConfig({
    provider: wallet,
    storage,
    ...(options.locks ? { locks: options.locks } : {}),
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
  });
  return { config, wallet, storage };
}

const sender = () => env.chain.accounts[1]?.address as string;

/** 7 lines in chunks of at most 3 → 3 + 2 + 2. */
function rows(salt: number, n = 7) {
  return freshAddresses(n, salt).map((address, i) => ({ line: i + 2, address, value: BigInt((i + 1) * 1_000_000) }));
}

async function plan(config: ReturnType<typeof engine>['config'], list: ReturnType<typeof rows>, token?: string | null) {
  return planRun(config, {
    sender: sender(),
    bulkSend: env.chain.bulkSend,
    token: token === undefined ? env.chain.demoToken : token,
    rows: list,
    maxChunkSize: 3,
    symbol: 'DUSD',
    decimals: 6,
  });
}

/** Every recipient holds exactly its amount if its chunk is in `paid`, else nothing. */
async function expectPaidExactlyOnce(run: BulkSendRun, paid: number[], native = false) {
  for (const chunk of run.chunks) {
    for (const line of run.lines.slice(chunk.start, chunk.start + chunk.count)) {
      const balance = native ? await env.coinBalance(line.address) : await env.tokenBalance(line.address);
      expect(balance, `line ${line.line} of chunk ${chunk.index}`).toBe(paid.includes(chunk.index) ? line.amount : 0n);
    }
  }
}

describe('sendRun on the local chain (BulkSend v2, EIP-1193)', () => {
  it('quotes, approves exactly (reset to 0 first over a non-zero allowance), sends every chunk once, exports receipts', async () => {
    const { config } = engine();
    const run = await plan(config, rows(1));
    expect(run.chunks.map((c) => c.count)).toEqual([3, 2, 2]);
    // A leftover allowance of 1: USDT-style tokens need a reset to 0 before a new non-zero approval.
    await env.request('eth_sendTransaction', [
      {
        from: sender(),
        to: env.chain.demoToken,
        data: `0x095ea7b3${env.chain.bulkSend.slice(2).toLowerCase().padStart(64, '0')}${'1'.padStart(64, '0')}`,
      },
    ]);
    const quote = await quoteRun(config, { run });
    expect(quote.chunks).toHaveLength(3);
    expect(quote.amount).toBe(28_000_000n);
    expect(quote.approval).toMatchObject({ current: 1n, amount: 28_000_000n, required: true, resetFirst: true });
    expect(quote.approval?.gas).toBeGreaterThan(40_000n); // two approvals: the reset and the new amount
    expect(quote.fees.type).toBe('eip1559');
    expect(quote.feePercent).toBe(5);
    for (const chunk of quote.chunks) {
      expect(chunk.gasSource).toBe('formula'); // no approval yet: the node cannot estimate a pull
      expect(chunk.fee).toBe(
        bulkSendFee({
          gasEstimate: chunk.gas,
          gasPrice: quote.fees.expectedGasPrice,
          feePercent: 5,
        }),
      );
    }
    expect(quote.shortfall).toEqual({ token: 0n, native: 0n });

    const events: RunEvent[] = [];
    const feesBefore = await env.coinBalance(env.chain.bulkSend);
    const done = await sendRun(config, { run, onProgress: (e) => events.push(e) });
    expect(done.status).toBe('finished');
    expect(done.approvals.map((a) => [a.kind, a.amount, a.status])).toEqual([
      ['reset', 0n, 'confirmed'],
      ['approve', 28_000_000n, 'confirmed'],
    ]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n); // exactly what was sent
    expect(done.chunks.map((c) => c.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    const fees = done.chunks.reduce((sum, c) => sum + (c.fee ?? 0n), 0n);
    expect((await env.coinBalance(env.chain.bulkSend)) - feesBefore).toBe(fees);
    const steps = events.filter((e) => e.type === 'chunk').map((e) => `${e.chunkIndex}:${e.step}`);
    expect(steps).toEqual([
      '0:simulating',
      '0:signing',
      '0:submitted',
      '0:confirmed',
      '1:simulating',
      '1:signing',
      '1:submitted',
      '1:confirmed',
      '2:simulating',
      '2:signing',
      '2:submitted',
      '2:confirmed',
    ]);
    expect(events.at(-1)?.type).toBe('finished');

    // Stored before each signature: the "signing" snapshot already holds the attempt with its nonce and fee.
    const signing = events.find((e) => e.type === 'chunk' && e.step === 'signing' && e.chunkIndex === 1);
    expect(signing?.run.chunks[1]?.status).toBe('signing');
    expect(signing?.run.chunks[1]?.attempts[0]?.nonce).toBeTypeOf('number');

    const { rows: receipts, summary } = getRunReceipts(done);
    expect(receipts).toHaveLength(7);
    expect(receipts[0]).toMatchObject({ line: 2, chunk: 1, status: 'paid', batchId: done.chunks[0]?.batchId });
    expect(receipts[0]?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(summary).toMatchObject({ total: 28_000_000n, paid: 28_000_000n, fees, chunksPaid: 3, label: '' });
    expect(summary.gasUsed).toBeGreaterThan(0n);
    const csv = receiptsToCsv(done);
    expect(csv.split('\r\n')[0]).toBe('line,address,name,amount,chunk,batchId,txHash,block,status,finality');
    // Hardhat's `finalized` block is its latest: a mined chunk is final at once there.
    expect(done.chunks.map((c) => c.finality)).toEqual(['final', 'final', 'final']);
    expect(csv.split('\r\n')[1]).toMatch(/,paid,final$/);
    expect(csv).toContain(`2,${done.lines[0]?.address},,1,1,${done.chunks[0]?.batchId},${receipts[0]?.txHash}`);
    expect(csv).toContain('total,28');
    const json = JSON.parse(receiptsToJson(done));
    expect(json.summary).toMatchObject({ total: '28000000', paid: '28000000', label: '', status: 'finished' });
    expect(json.rows[6]).toMatchObject({ line: 8, chunk: 3, status: 'paid', amount: '7000000', finality: 'final' });

    // The same list again: the chain says every chunk is paid; sending it again sends nothing.
    const nonce = await env.nonce(sender());
    const again = await plan(engine().config, rows(1));
    expect(await findMatchingRun(config, { run: again })).toMatchObject({ paidChunks: [0, 1, 2], allPaid: true });
    await sendRun(engine().config, { run: again });
    expect(await env.nonce(sender())).toBe(nonce);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('a rejected signature pauses the run; resume sends only the rest', async () => {
    const first = engine({ faults: { 2: 'reject' } });
    const run = await plan(first.config, rows(2));
    const error = await sendRun(first.config, { run }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect((await listRuns(first.config, { sender: sender(), chainId: 137 })).map((r) => r.id)).toEqual([run.id]);
    const [stored] = await findUnfinishedRuns(first.config, { sender: sender() });
    expect(stored?.status).toBe('paused');
    expect(stored?.chunks.map((c) => c.status)).toEqual(['confirmed', 'pending', 'pending']);
    await expectPaidExactlyOnce(run, [0]);

    const later = engine({ storage: first.storage });
    const resumed = await resumeRun(later.config, { runId: run.id });
    expect(resumed.unpaid).toEqual([1, 2]);
    const done = await sendRun(later.config, { run: resumed.run });
    expect(later.wallet.chunkSends).toBe(2);
    expect(done.status).toBe('finished');
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('a second engine with empty storage recognises the paid chunk from batchSent and sends only the rest', async () => {
    const first = engine({ faults: { 2: 'reject' } });
    await sendRun(first.config, { run: await plan(first.config, rows(3)) }).catch(() => undefined);

    const fresh = engine(); // another browser: nothing stored
    const run = await plan(fresh.config, rows(3));
    const match = await findMatchingRun(fresh.config, { run });
    expect(match).toMatchObject({ stored: undefined, paidChunks: [0], matches: true, allPaid: false });
    const repeat0 = await simulateChunk(fresh.config, { run, chunkIndex: 0 }).catch((e: unknown) => e);
    expect(repeat0).toMatchObject({
      name: 'ChunkSimulationError',
      reason: 'alreadySent',
      errorName: 'BatchAlreadySent',
    });
    expect((repeat0 as Error).message).toContain('BatchAlreadySent');
    const quote = await quoteRun(fresh.config, { run });
    expect(quote.alreadyPaid).toEqual([0]);
    expect(quote.chunks.map((c) => c.index)).toEqual([1, 2]);
    expect(quote.amount).toBe((run.chunks[1]?.total ?? 0n) + (run.chunks[2]?.total ?? 0n));
    const done = await sendRun(fresh.config, { run });
    expect(fresh.wallet.chunkSends).toBe(2);
    expect(done.chunks[0]?.attempts).toEqual([]); // known paid from the chain only
    // Its transaction is found by BulkSend's BatchSent event, for the receipts.
    const paidBefore = (await first.storage.load(run.id))?.chunks[0]?.receipt;
    expect(getRunReceipts(done).rows[0]).toMatchObject({ status: 'paid', txHash: paidBefore?.hash });
    expect(paidBefore?.hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expectPaidExactlyOnce(done, [0, 1, 2]);

    // A label makes a deliberate repeat payment: new batch ids, paid again in full.
    const december = await planRun(fresh.config, { ...paramsOf(run), label: 'December payroll' });
    expect((await findMatchingRun(fresh.config, { run: december })).matches).toBe(false);
    const repeat = await sendRun(fresh.config, { run: december });
    expect(repeat.status).toBe('finished');
    expect(receiptsToCsv(repeat)).toContain('label,December payroll');
    for (const line of run.lines) expect(await env.tokenBalance(line.address)).toBe(2n * line.amount);
  });

  it('two machines on one list: a chunk the other machine has in the mempool is neither skipped nor blamed (one block per decision, issue 36)', async () => {
    const list = rows(31);
    // Machine A: its approval is mined, then its chunk 1 waits in the mempool (mining held).
    const a = engine();
    a.wallet.beforeChunkSend = async (n) => {
      if (n === 1) await env.setAutomine(false);
    };
    const runA = await plan(a.config, list);
    // A sends only chunk 1 (two machines racing on the later chunks would fight over the wallet's nonces).
    const sendingA = sendRun({ ...a.config, confirmTimeoutMs: 60_000 }, { run: runA, chunks: [0] });
    const count = async (tag: string) => BigInt(await env.request<string>('eth_getTransactionCount', [sender(), tag]));
    await until(async () => a.wallet.chunkSends === 1 && (await count('pending')) > (await count('latest')));

    // Machine B (its own storage), same wallet and list: the chain's latest block shows chunk 1 unpaid, the node's
    // pending block holds A's transaction. B asks for chunk 1 too; mining resumes as it does; the chain pays one.
    const b = engine();
    b.wallet.beforeChunkSend = async (n) => {
      if (n === 1) {
        await env.setAutomine(true);
        await env.mine();
      }
    };
    const runB = await sendRun(b.config, { run: await plan(b.config, list) });
    expect(runB.status).toBe('finished');
    expect(runB.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const doneA = await sendingA;
    expect(doneA.chunks[0]?.status).toBe('confirmed');
    await expectPaidExactlyOnce(runB, [0, 1, 2]);
  });

  it('a run rolled back after it finished is listed as paused and offered again; resume pays only the dropped chunks (issue 36)', async () => {
    const { wallet, storage } = engine();
    // A chain whose `finalized` block lags 64 blocks (Hardhat answers the head): the paid chunks stay `included`.
    const reader: Eip1193Provider = {
      async request(args) {
        const params = (args.params ?? []) as unknown[];
        if (args.method === 'eth_getBlockByNumber' && params[0] === 'finalized') {
          const head = BigInt(await env.request<string>('eth_blockNumber'));
          const finalized = head > 64n ? head - 64n : 0n;
          return env.request('eth_getBlockByNumber', [`0x${finalized.toString(16)}`, false]);
        }
        return env.rpc.request(args);
      },
    };
    const config = createBulkSendConfig({
      provider: wallet,
      reader,
      chainId: 137,
      storage,
      pollIntervalMs: 20,
      maxPollIntervalMs: 200,
      confirmTimeoutMs: 5_000,
    });
    let snapshot = '';
    wallet.beforeChunkSend = async (n) => {
      if (n === 2) snapshot = await env.request<string>('evm_snapshot');
    };
    const run = await plan(config, rows(32));
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(done.chunks.map((chunk) => chunk.finality)).toEqual(['included', 'included', 'included']);

    // The chain drops transactions 2 and 3 (a reorganisation after the run finished) and goes on 5 blocks.
    await env.request('evm_revert', [snapshot]);
    for (let i = 0; i < 5; i++) await env.mine();
    const [listed] = await listRuns(config, { sender: sender() });
    expect(listed?.status).toBe('paused');
    expect(listed?.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'pending', 'pending']);
    expect((await findUnfinishedRuns(config, { sender: sender() })).map((one) => one.id)).toEqual([run.id]);
    expect((await storage.load(run.id))?.status).toBe('paused');

    const again = await sendRun(config, { run: listed as BulkSendRun });
    expect(again.status).toBe('finished');
    expect(wallet.chunkSends).toBe(5);
    await expectPaidExactlyOnce(again, [0, 1, 2]);
  });

  it('names a reverting recipient by its line before chunk 2 is signed', async () => {
    const { config, wallet } = engine();
    const list = rows(4).map((r) => ({ ...r, value: r.value * 10n ** 9n }));
    const refuser = list[4]?.address as string; // line 6, in chunk 2
    await env.request('hardhat_setCode', [refuser, '0x60006000fd']); // PUSH1 0 PUSH1 0 REVERT
    const run = await plan(config, list, null);
    // The cost panel already shows it, before any signature.
    const quote = await quoteRun(config, { run });
    expect(quote.approval).toBeNull();
    expect(quote.chunks.map((c) => c.problem?.reason)).toEqual([undefined, 'recipientReverted', undefined]);
    expect(quote.chunks[1]?.problem?.line).toBe(6);
    expect(quote.native.needed).toBe(quote.amount + quote.fee + quote.maxNetworkCost);
    const nonce = await env.nonce(sender());
    const error = (await sendRun(config, { run }).catch((e: unknown) => e)) as ChunkSimulationError;
    expect(error).toBeInstanceOf(ChunkSimulationError);
    expect(error).toMatchObject({
      chunkIndex: 1,
      reason: 'recipientReverted',
      line: 6,
      errorName: 'NativeTransferFailed',
    });
    expect(error.address?.toLowerCase()).toBe(refuser.toLowerCase());
    expect(error.message).toMatch(/line 6/);
    expect(wallet.chunkSends).toBe(1); // chunk 2 never reached the wallet
    expect(await env.nonce(sender())).toBe(nonce + 1);
    const stored = await config.storage.load(run.id);
    expect(stored?.chunks[1]).toMatchObject({ status: 'pending', lastError: { name: 'ChunkSimulationError' } });
    await expectPaidExactlyOnce(run, [0], true);
  });

  it('crash after the wallet broadcast, before mining: resume recognises the mined chunk and sends only chunk 3', async () => {
    const first = engine({ faults: { 2: 'die-after-broadcast' } });
    first.wallet.beforeChunkSend = async (n) => {
      if (n === 2) await env.setAutomine(false); // hold mining
    };
    const run = await plan(first.config, rows(5));
    void sendRun(first.config, { run }); // the page dies during chunk 2: this never settles
    await until(async () => (await first.storage.load(run.id))?.chunks[1]?.status === 'signing');
    // Chunk 2 waits in the mempool (its nonce is pending, not mined); chunk 1's mined nonce alone does not say so.
    const count = async (tag: string) => BigInt(await env.request<string>('eth_getTransactionCount', [sender(), tag]));
    await until(async () => (await count('pending')) > (await count('latest')));
    const stored = await first.storage.load(run.id);
    expect(stored?.chunks[1]?.attempts[0]?.hash).toBeUndefined(); // the hash never came back

    // Reopened while the transaction still waits in the mempool: in flight, not offered.
    const reopened = engine({ storage: first.storage });
    const waiting = await resumeRun(reopened.config, { runId: run.id });
    expect(waiting).toMatchObject({ unpaid: [2], inFlight: [1] });
    await env.mine();
    await env.setAutomine(true);
    const resumed = await resumeRun(reopened.config, { runId: run.id });
    expect(resumed).toMatchObject({ unpaid: [2], inFlight: [] });
    expect(resumed.run.chunks[1]?.status).toBe('confirmed');
    const done = await sendRun(reopened.config, { run: resumed.run });
    expect(reopened.wallet.chunkSends).toBe(1);
    expect(done.status).toBe('finished');
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('recognises a replaced transaction (same nonce, higher fee) by its nonce and batchSent', async () => {
    const first = engine({ faults: { 2: 'die-after-hash' } });
    first.wallet.beforeChunkSend = async (n) => {
      if (n === 2) await env.setAutomine(false);
    };
    const run = await plan(first.config, rows(6));
    void sendRun(first.config, { run });
    await until(async () => (await first.storage.load(run.id))?.chunks[1]?.status === 'submitted');
    const attempt = (await first.storage.load(run.id))?.chunks[1]?.attempts[0];
    const original = await env.request<{ nonce: string; input: string; value: string; gas: string }>(
      'eth_getTransactionByHash',
      [attempt?.hash],
    );
    // The member speeds it up in the wallet: same nonce and call, higher fee.
    const replacement = await env.request<string>('eth_sendTransaction', [
      {
        from: sender(),
        to: env.chain.bulkSend,
        data: original.input,
        value: original.value,
        gas: original.gas,
        nonce: original.nonce,
        maxFeePerGas: '0x2540be400',
        maxPriorityFeePerGas: '0x2540be400',
      },
    ]);
    expect(replacement).not.toBe(attempt?.hash);
    await env.mine();
    await env.setAutomine(true);
    expect(await env.request('eth_getTransactionReceipt', [attempt?.hash])).toBeNull();

    const later = engine({ storage: first.storage });
    const resumed = await resumeRun(later.config, { runId: run.id });
    expect(resumed.run.chunks[1]?.status).toBe('confirmed');
    expect(resumed.run.chunks[1]?.attempts[0]?.outcome).toBe('replaced');
    expect(resumed.run.chunks[1]?.receipt?.hash).toBe(replacement); // the receipts name the transaction that paid
    expect(resumed.unpaid).toEqual([2]);
    const done = await sendRun(later.config, { run: resumed.run });
    expect(later.wallet.chunkSends).toBe(1);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('a cancelled transaction (same nonce, nothing sent) leaves the chunk unpaid, and it is sent once on resume', async () => {
    const first = engine({ faults: { 2: 'die-after-hash' } });
    first.wallet.beforeChunkSend = async (n) => {
      if (n === 2) await env.setAutomine(false);
    };
    const run = await plan(first.config, rows(7));
    void sendRun(first.config, { run });
    await until(async () => (await first.storage.load(run.id))?.chunks[1]?.status === 'submitted');
    const nonce = (await first.storage.load(run.id))?.chunks[1]?.attempts[0]?.nonce as number;
    await env.request('eth_sendTransaction', [
      {
        from: sender(),
        to: sender(),
        value: '0x0',
        nonce: `0x${nonce.toString(16)}`,
        maxFeePerGas: '0x2540be400',
        maxPriorityFeePerGas: '0x2540be400',
      },
    ]);
    await env.mine();
    await env.setAutomine(true);
    const later = engine({ storage: first.storage });
    const resumed = await resumeRun(later.config, { runId: run.id });
    expect(resumed.unpaid).toEqual([1, 2]);
    const done = await sendRun(later.config, { run: resumed.run });
    expect(later.wallet.chunkSends).toBe(2);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('an error after the broadcast (-32603) is settled from the chain and never resent', async () => {
    const { config, wallet } = engine({ faults: { 2: 'error-after-broadcast' } });
    const run = await plan(config, rows(8));
    const nonce = await env.nonce(sender());
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(wallet.chunkSends).toBe(3);
    expect(await env.nonce(sender())).toBe(nonce + 1 + 3); // one approval + three chunks, nothing twice
    expect(done.chunks[1]?.attempts).toHaveLength(1);
    expect(done.chunks[1]?.receipt?.hash).toMatch(/^0x[0-9a-f]{64}$/); // found by its BatchSent event
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('an error after the broadcast while mining is held: waits for the chain, then goes on', async () => {
    const { config, wallet } = engine({ faults: { 2: 'error-after-broadcast' } });
    wallet.beforeChunkSend = async (n) => {
      if (n === 2) {
        await env.setAutomine(false);
        setTimeout(() => void env.mine().then(() => env.setAutomine(true)), 300);
      }
    };
    const run = await plan(config, rows(9));
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(wallet.chunkSends).toBe(3);
    expect(done.chunks[1]?.attempts).toHaveLength(1);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('the page dies while the wallet shows chunk 2 (nothing broadcast): resume offers chunks 2–3 and pays each once', async () => {
    const first = engine({ faults: { 2: 'die-before-broadcast' } });
    const run = await plan(first.config, rows(10));
    void sendRun(first.config, { run });
    await until(async () => (await first.storage.load(run.id))?.chunks[1]?.status === 'signing');
    const later = engine({ storage: first.storage });
    const resumed = await resumeRun(later.config, { runId: run.id });
    expect(resumed).toMatchObject({ unpaid: [1, 2], inFlight: [] });
    expect(resumed.run.chunks[1]?.attempts[0]?.outcome).toBe('dropped');
    const done = await sendRun(later.config, { run: resumed.run });
    expect(later.wallet.chunkSends).toBe(2);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('a chunk the wallet failed before broadcasting stays unknown until the chain proves it unsent, then is resent only on request, once', async () => {
    const { config, wallet } = engine({ faults: { 2: 'error-before-broadcast' } });
    const run = await plan(config, rows(17));
    expect(await sendRun(config, { run }).catch((e: unknown) => e)).toBeInstanceOf(TransactionOutcomeUnknownError);
    const stored = await config.storage.load(run.id);
    expect(stored?.chunks.map((c) => c.status)).toEqual(['confirmed', 'unknown', 'pending']);
    // Not paid, its nonce not mined, nothing of the sender waiting: proven unsent.
    expect(stored?.chunks[1]?.resendable).toBe(true);

    // Without the explicit request nothing is resent: a resume keeps it in flight and stops at it again.
    const resumed = await resumeRun(config, { runId: run.id });
    expect(resumed).toMatchObject({ unpaid: [2], inFlight: [1] });
    expect(await sendRun(config, { run: resumed.run }).catch((e: unknown) => e)).toBeInstanceOf(
      TransactionOutcomeUnknownError,
    );
    expect(wallet.chunkSends).toBe(2);

    // While a transaction of the sender waits at that nonce, even the request does not resend it.
    await env.setAutomine(false);
    try {
      await env.request('eth_sendTransaction', [{ from: sender(), to: sender(), value: '0x0' }]);
      const waiting = await reconcileRun(config, { run: resumed.run, resendUnknown: true });
      expect(waiting.chunks[1]?.status).toBe('unknown');
      expect(waiting.chunks[1]?.resendable).toBeUndefined();
    } finally {
      await env.mine();
      await env.setAutomine(true);
    }
    // That nonce went to another transaction: nothing of chunk 2 can be mined any more, so it is unpaid (pending).
    const moved = await reconcileRun(config, { run: resumed.run });
    expect(moved.chunks[1]?.status).toBe('pending');

    // The same proof with the nonce unmoved: a second failure, then the explicit request resends it, once.
    const second = engine({ faults: { 1: 'error-before-broadcast' }, storage: config.storage });
    expect(await sendRun(second.config, { run: moved }).catch((e: unknown) => e)).toBeInstanceOf(
      TransactionOutcomeUnknownError,
    );
    const unknown = await resumeRun(second.config, { runId: run.id });
    expect(unknown.run.chunks[1]).toMatchObject({ status: 'unknown', resendable: true });
    const offered = await resumeRun(second.config, { runId: run.id, resendUnknown: true });
    expect(offered).toMatchObject({ unpaid: [1, 2], inFlight: [] });
    const done = await sendRun(second.config, { run: offered.run });
    expect(done.status).toBe('finished');
    expect(second.wallet.chunkSends).toBe(3);
    expect(done.chunks[1]?.attempts.map((a) => a.outcome)).toEqual(['error', 'dropped', undefined]);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    // The chain refuses the chunk a second time (its batch id is spent).
    expect(
      (
        (await simulateChunk(second.config, { run: done, chunkIndex: 1 }).catch(
          (e: unknown) => e,
        )) as ChunkSimulationError
      ).reason,
    ).toBe('alreadySent');
  });

  it('failed receipt polls are retried with backoff, never read as a failed transaction', async () => {
    const { config, wallet } = engine();
    wallet.failReceiptPolls = 1_000; // the RPC fails every receipt poll for a while
    setTimeout(() => {
      wallet.failReceiptPolls = 0;
    }, 600);
    const run = await plan(config, rows(11));
    const nonce = await env.nonce(sender());
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(done.chunks.every((c) => c.attempts.length === 1 && c.receipt?.success)).toBe(true);
    expect(await env.nonce(sender())).toBe(nonce + 1 + 3);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('an approval broadcast just before the page died is awaited on resume, never sent twice', async () => {
    const first = engine({ approvalFaults: { 1: 'die-after-broadcast' } });
    first.wallet.beforeApprovalSend = async () => env.setAutomine(false);
    const run = await plan(first.config, rows(12));
    void sendRun(first.config, { run });
    await until(async () => (await env.request<string>('eth_getTransactionCount', [sender(), 'pending'])) !== '0x0');
    expect((await first.storage.load(run.id))?.approvals[0]?.status).toBe('signing');

    const later = engine({ storage: first.storage });
    setTimeout(() => void env.mine().then(() => env.setAutomine(true)), 400);
    const done = await sendRun(later.config, { run });
    expect(later.wallet.approvalSends).toBe(0); // the first approval was awaited, not repeated
    expect(done.status).toBe('finished');
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('two senders of one run (two tabs sharing storage and locks): the second is refused while the first sends', async () => {
    const storage = createMemoryRunStorage();
    const locks = createProcessLocks();
    const tabA = engine({ storage, locks });
    const tabB = engine({ storage, locks });
    const run = await plan(tabA.config, rows(13));
    const sending = sendRun(tabA.config, { run });
    await expect(sendRun(tabB.config, { run })).rejects.toBeInstanceOf(RunLockedError);
    const done = await sending;
    expect(done.status).toBe('finished');
    // Afterwards tab B may look: everything is paid, nothing is sent again.
    expect((await sendRun(tabB.config, { run })).status).toBe('finished');
    expect(tabB.wallet.chunkSends).toBe(0);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('stops before the next chunk when aborted; the run is paused with the rest unpaid', async () => {
    const { config } = engine();
    const controller = new AbortController();
    const run = await plan(config, rows(14));
    const done = await sendRun(config, {
      run,
      signal: controller.signal,
      onProgress: (event) => {
        if (event.type === 'chunk' && event.step === 'confirmed') controller.abort();
      },
    });
    expect(done.status).toBe('paused');
    expect(done.chunks.map((c) => c.status)).toEqual(['confirmed', 'pending', 'pending']);
    await expectPaidExactlyOnce(done, [0]);
  });

  it("prices the operator fee at today's gas price under a real base fee, and the chain accepts it", async () => {
    await env.request('hardhat_setNextBlockBaseFeePerGas', ['0x6fc23ac00']); // 30 gwei, like Polygon
    await env.mine();
    const { config } = engine();
    const list = rows(15).map((r) => ({ ...r, value: r.value * 10n ** 9n }));
    const run = await plan(config, list, null);
    const quote = await quoteRun(config, { run });
    if (quote.fees.type !== 'eip1559') throw new Error('expected EIP-1559 fees');
    expect(quote.fees.baseFeePerGas).toBe(30_000_000_000n);
    expect(quote.fees.maxFeePerGas).toBe(36_000_000_000n + quote.fees.maxPriorityFeePerGas);
    expect(quote.fees.expectedGasPrice).toBe(30_000_000_000n + quote.fees.maxPriorityFeePerGas);
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    for (const chunk of done.chunks) {
      const attempt = chunk.attempts[0];
      expect(attempt?.maxFeePerGas).toBeGreaterThan(chunk.receipt?.effectiveGasPrice ?? 0n);
      expect(chunk.fee).toBeLessThan(
        bulkSendFee({ gasEstimate: attempt?.gasLimit ?? 0n, gasPrice: attempt?.maxFeePerGas ?? 0n, feePercent: 5 }),
      );
      expect(chunk.fee).toBeGreaterThan(0n);
    }
    await expectPaidExactlyOnce(done, [0, 1, 2], true);
  });

  it('uses a legacy gas price on a chain without a base fee', async () => {
    // A pre-London chain, as the wallet reports it: blocks without baseFeePerGas (the node itself still mines).
    const legacy = {
      async request(args: { method: string; params?: readonly unknown[] | object }) {
        if (args.method === 'eth_accounts') return [sender()];
        const answer = await env.rpc.request(args);
        if (args.method === 'eth_getBlockByNumber' && answer) {
          const { baseFeePerGas: _dropped, ...block } = answer as Record<string, unknown>;
          return block;
        }
        return answer;
      },
    };
    const config = createBulkSendConfig({ provider: legacy, pollIntervalMs: 20, confirmTimeoutMs: 5_000 });
    const run = await plan(config, rows(16));
    const quote = await quoteRun(config, { run });
    expect(quote.fees.type).toBe('legacy');
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    for (const chunk of done.chunks) {
      const attempt = chunk.attempts[0];
      expect(attempt?.maxFeePerGas).toBeUndefined();
      expect(attempt?.gasPrice).toBe(quote.fees.expectedGasPrice);
      expect(chunk.fee).toBe(
        bulkSendFee({ gasEstimate: attempt?.gasLimit ?? 0n, gasPrice: attempt?.gasPrice ?? 0n, feePercent: 5 }),
      );
    }
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });
});

function paramsOf(run: BulkSendRun) {
  return {
    sender: run.sender,
    bulkSend: run.bulkSend,
    token: run.token,
    rows: run.lines.map((l) => ({ line: l.line, address: l.address, value: l.amount })),
    maxChunkSize: 3,
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
