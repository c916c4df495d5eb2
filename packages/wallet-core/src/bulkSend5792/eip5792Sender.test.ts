import { bulkSendFee } from '@fanout/batch-core';
import { type BatchingWallet, batchingWallet } from '@fanout/test-chain/batching-wallet';
import type { BatchingMode } from '@fanout/test-chain/wallet-bundles';
import { describe, expect, it } from 'vitest';
import { approvedForAll, deployNft, deployRejectingWallet, mint721 } from '../../test/deployNft.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import { BULK_SEND_DEFAULT_ASSETS } from '../bulkSend/BULK_SEND_DEFAULT_ASSETS.js';
import { BulkSendError } from '../bulkSend/BulkSendError.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { bundledChunkFee, bundleFeeGas } from '../bulkSend/bundleFeeGas.js';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { createMemoryRunStorage } from '../bulkSend/createMemoryRunStorage.js';
import { getRunReceipts } from '../bulkSend/getRunReceipts.js';
import { planRun } from '../bulkSend/planRun.js';
import { quoteRun } from '../bulkSend/quoteRun.js';
import type { RunEvent } from '../bulkSend/RunEvent.js';
import type { RunStorage } from '../bulkSend/RunStorage.js';
import { reconcileRun } from '../bulkSend/reconcileRun.js';
import { sendRun } from '../bulkSend/sendRun.js';
import { WalletMismatchError } from '../bulkSend/WalletMismatchError.js';
import { erc721Asset } from '../bulkSendNft/erc721Asset.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { eip5792Sender } from './eip5792Sender.js';

const env = useEngineChain();

/** Polls `check` until it holds (20 s at most). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (const start = Date.now(); !(await check()); ) {
    if (Date.now() - start > 20_000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const sender = () => env.chain.accounts[1]?.address as string;

function engine(
  options: {
    mode?: BatchingMode;
    wallet?: BatchingWallet;
    storage?: RunStorage;
    maxCalls?: number;
    confirmTimeoutMs?: number;
    /** Reads from the chain's own RPC (as the Tool does), not through the wallet. */
    chainReader?: boolean;
  } = {},
) {
  const wallet =
    options.wallet ?? batchingWallet(faultyWallet(env.rpc, {}, {}, sender()), env.rpc, options.mode ?? 'atomic');
  const storage = options.storage ?? createMemoryRunStorage();
  const common = {
    sender: eip5792Sender(wallet, options.maxCalls !== undefined ? { maxCalls: options.maxCalls } : {}),
    storage,
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: options.confirmTimeoutMs ?? 5_000,
  };
  const config = options.chainReader
    ? createBulkSendConfig({ provider: wallet, reader: env.rpc, chainId: 137, ...common })
    : createBulkSendConfig({ provider: wallet, ...common });
  return { config, wallet, storage };
}

/** 7 lines in chunks of at most 3 → 3 + 2 + 2, an ERC-20 run (approval + 3 chunks). */
function plan(config: ReturnType<typeof engine>['config'], salt: number) {
  const rows = freshAddresses(7, salt).map((address, i) => ({ line: i + 2, address, value: BigInt((i + 1) * 1e6) }));
  return planRun(config, {
    sender: sender(),
    bulkSend: env.chain.bulkSend,
    token: env.chain.demoToken,
    rows,
    maxChunkSize: 3,
    symbol: 'DUSD',
    decimals: 6,
  });
}

/** Every recipient holds exactly its amount if its chunk is in `paid`, else nothing. */
async function expectPaidExactlyOnce(run: BulkSendRun, paid: number[]) {
  for (const chunk of run.chunks) {
    for (const line of run.lines.slice(chunk.start, chunk.start + chunk.count)) {
      const balance = await env.tokenBalance(line.address);
      expect(balance, `line ${line.line} of chunk ${chunk.index}`).toBe(paid.includes(chunk.index) ? line.amount : 0n);
    }
  }
}

describe('bundledChunkFee', () => {
  it('is the chunk’s own fee unless BulkSend’s minFee() on the bundle’s gas asks more', () => {
    const gwei = 1_000_000_000n;
    const own = bulkSendFee({ gasEstimate: 100_000n, gasPrice: gwei, feePercent: 5 });
    expect(bundledChunkFee({ chunkGas: 100_000n, bundleGas: 600_000n, gasPrice: gwei, feePercent: 5 })).toBe(own);
    // 5 % of 5M gas at 1 gwei = 250,000 gwei > 105 % of 100k gas: the floor decides.
    expect(bundledChunkFee({ chunkGas: 100_000n, bundleGas: 5_000_000n, gasPrice: gwei, feePercent: 5 })).toBe(
      250_000n * gwei,
    );
    expect(bundleFeeGas([46_000n, 100_000n, 100_000n])).toBe(369_000n);
  });
});

describe('eip5792Sender on the local chain (ERC-20 run: approval + 3 chunks)', () => {
  it('an atomic wallet pays the run in one confirmation: the approval and every chunk in one wallet_sendCalls', async () => {
    const { config, wallet } = engine();
    const run = await plan(config, 1);
    const quote = await quoteRun(config, { run });
    expect(quote).toMatchObject({ atomicBatching: true, confirmations: 1 });
    expect(quote.approval).toMatchObject({ required: true, amount: 28_000_000n });
    // A bundle this small leaves each chunk its own fee (gasleft() stays far under what that fee covers).
    for (const chunk of quote.chunks) {
      expect(chunk.fee).toBe(
        bulkSendFee({ gasEstimate: chunk.gas, gasPrice: quote.fees.expectedGasPrice, feePercent: 5 }),
      );
    }
    const feesBefore = await env.coinBalance(env.chain.bulkSend);

    const events: RunEvent[] = [];
    const done = await sendRun(config, { run, onProgress: (e) => events.push(e) }).catch((e: unknown) => {
      throw new Error(String(wallet.lastError), { cause: e });
    });
    expect(done.status).toBe('finished');
    expect(wallet.bundles).toHaveLength(1);
    expect(wallet.bundles[0]?.calls.map((c) => c.to.toLowerCase())).toEqual([
      env.chain.demoToken.toLowerCase(),
      ...[0, 1, 2].map(() => env.chain.bulkSend.toLowerCase()),
    ]);
    expect(wallet.singleSends).toBe(0); // no eth_sendTransaction at all
    expect(done.approvals.map((a) => [a.kind, a.status])).toEqual([['approve', 'confirmed']]);
    expect(done.chunks.map((c) => c.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // Every attempt carries the bundle's id, stored before the wallet was asked ("signing" snapshot).
    const id = wallet.bundles[0]?.id;
    expect(done.chunks.map((c) => c.attempts[0]?.calls)).toEqual([1, 2, 3].map((index) => ({ id, index, count: 4 })));
    const steps = events.filter((e) => e.type === 'chunk').map((e) => `${e.chunkIndex}:${e.step}`);
    expect(steps).toEqual(
      ['simulating', 'signing', 'submitted', 'confirmed'].flatMap((step) => [0, 1, 2].map((i) => `${i}:${step}`)),
    );
    expect(events.at(-1)?.type).toBe('finished');
    const signing = events.find((e) => e.type === 'chunk' && e.step === 'signing' && e.chunkIndex === 2);
    expect(signing?.run.chunks[2]?.attempts[0]?.calls?.id).toBe(id);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
    // The fees the run recorded are what BulkSend received; the receipts come from the bundle's transactions.
    const fees = done.chunks.reduce((sum, c) => sum + (c.fee ?? 0n), 0n);
    expect((await env.coinBalance(env.chain.bulkSend)) - feesBefore).toBe(fees);
    expect(fees).toBe(quote.fee);
    const { rows } = getRunReceipts(done);
    expect(rows.every((r) => r.status === 'paid' && /^0x[0-9a-f]{64}$/.test(r.txHash ?? ''))).toBe(true);
  });

  it('a wallet without atomic batching (capability "unsupported") falls back to one transaction at a time', async () => {
    const { config, wallet } = engine({ mode: 'non-atomic' });
    const run = await plan(config, 2);
    expect(await quoteRun(config, { run })).toMatchObject({ atomicBatching: false, confirmations: 4 });
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(wallet.bundles).toHaveLength(0);
    expect(wallet.singleSends).toBe(4);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('a wallet without the EIP-5792 methods (-32601) keeps today’s flow', async () => {
    const { config, wallet } = engine({ mode: 'unsupported' });
    const run = await plan(config, 3);
    expect(await quoteRun(config, { run })).toMatchObject({ atomicBatching: false, confirmations: 4 });
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    expect(wallet.bundles).toHaveLength(0);
    expect(wallet.singleSends).toBe(4);
    expect(done.chunks.every((c) => c.attempts.length === 1 && !c.attempts[0]?.calls)).toBe(true);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
  });

  it('a reload mid-run follows the pending bundle by its id and pays nobody twice', async () => {
    // Two calls per bundle: the approval + chunk 1, then chunks 2 and 3 (approved already: simulated one by one).
    const first = engine({ maxCalls: 2, confirmTimeoutMs: 300 });
    const run = await plan(first.config, 4);
    expect((await quoteRun(first.config, { run })).confirmations).toBe(2);
    first.wallet.hold = true; // the wallet took the bundle; it is not on chain yet
    const error = await sendRun(first.config, { run }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BulkSendError);
    const stored = (await first.storage.load(run.id)) as BulkSendRun;
    expect(stored.chunks.map((c) => c.status)).toEqual(['submitted', 'pending', 'pending']);
    expect(stored.chunks[0]?.attempts[0]?.calls?.id).toBe(first.wallet.bundles[0]?.id);
    await expectPaidExactlyOnce(run, []);
    first.wallet.hold = false;
    await first.wallet.release(); // now mined

    // The page reloads: a new config over the same storage, the same wallet.
    const later = engine({ storage: first.storage, wallet: first.wallet, maxCalls: 2 });
    const done = await sendRun(later.config, { run: stored });
    expect(done.status).toBe('finished');
    expect(first.wallet.bundles.map((b) => [b.calls.length, b.status])).toEqual([
      [2, 200],
      [2, 200],
    ]);
    expect(later.wallet.singleSends).toBe(0);
    expect(done.chunks.map((c) => c.attempts.length)).toEqual([1, 1, 1]);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
  });

  it('the page dies while the wallet shows the bundle: a reload follows the id stored before the request', async () => {
    // The wallet took and ran the bundle; its answer never came back.
    const first = engine();
    const run = await plan(first.config, 6);
    first.wallet.dieNext = 'after-take';
    void sendRun(first.config, { run });
    await until(async () => first.wallet.bundles[0]?.status === 200);
    const stored = (await first.storage.load(run.id)) as BulkSendRun;
    expect(stored.chunks.map((c) => c.status)).toEqual(['signing', 'signing', 'signing']);
    expect(stored.chunks[0]?.attempts[0]?.calls?.id).toBe(first.wallet.bundles[0]?.id);
    const later = engine({ storage: first.storage, wallet: first.wallet });
    const done = await sendRun(later.config, { run: stored });
    expect(done.status).toBe('finished');
    expect(first.wallet.bundles).toHaveLength(1); // followed, never asked again
    expect(first.wallet.singleSends).toBe(0);
    await expectPaidExactlyOnce(done, [0, 1, 2]);

    // The wallet never took it: the id is unknown to it, so the chunks are unsent and go once in a new bundle.
    const other = engine();
    const second = await plan(other.config, 7);
    other.wallet.dieNext = 'before-take';
    void sendRun(other.config, { run: second });
    await until(async () => (await other.storage.load(second.id))?.chunks[0]?.status === 'signing');
    const reopened = engine({ storage: other.storage, wallet: other.wallet });
    const paid = await sendRun(reopened.config, { run: second });
    expect(paid.status).toBe('finished');
    expect(other.wallet.bundles.map((b) => b.status)).toEqual([200]);
    expect(paid.chunks[0]?.attempts.map((a) => a.outcome)).toEqual(['dropped', undefined]);
    await expectPaidExactlyOnce(paid, [0, 1, 2]);
  });

  it('a failed bundle (status 500) leaves every chunk pending with its batch id; sending again pays once', async () => {
    const { config, wallet } = engine();
    const run = await plan(config, 5);
    const batchIds = run.chunks.map((c) => c.batchId);
    wallet.failNext = true;
    const error = await sendRun(config, { run }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BulkSendError);
    expect((error as BulkSendError).errorName).toBe('CallsFailed');
    expect(userMessageOf(error as BulkSendError, 'en')).toBe(
      'The wallet’s bundle failed (status 500): nothing in it was paid, and it can be sent again safely',
    );
    expect(userMessageOf(error as BulkSendError, 'chs')).toBe(
      '钱包的批量调用失败（状态 500）：其中没有任何款项被支付，可以安全地重新发送',
    );
    expect(wallet.bundles.map((b) => b.status)).toEqual([500]);
    const paused = (await config.storage.load(run.id)) as BulkSendRun;
    expect(paused.status).toBe('paused');
    expect(paused.chunks.map((c) => [c.status, c.batchId])).toEqual(batchIds.map((id) => ['pending', id]));
    expect(paused.chunks[0]?.lastError?.name).toBe('CallsFailedError');
    await expectPaidExactlyOnce(run, []);

    const done = await sendRun(config, { run: paused });
    expect(done.status).toBe('finished');
    expect(wallet.bundles.map((b) => b.status)).toEqual([500, 200]);
    expect(done.chunks.map((c) => c.batchId)).toEqual(batchIds);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
  });

  it('the wallet moves to another network between two bundles: the second is not asked for, nobody is paid twice', async () => {
    // Two calls per bundle: the approval + chunk 1, then chunks 2 and 3. After the first bundle the member moves the
    // wallet to chain 1: the engine reads the wallet's chain right before the second request and asks nothing.
    const base = batchingWallet(faultyWallet(env.rpc, {}, {}, sender()), env.rpc, 'atomic');
    let movedTo: string | null = null;
    const wallet = Object.create(base) as BatchingWallet;
    wallet.request = async (args) => {
      if (args.method === 'eth_chainId' && movedTo) return movedTo;
      const answer = await base.request(args);
      if (args.method === 'wallet_sendCalls') movedTo = '0x1';
      return answer;
    };
    const { config } = engine({ wallet, maxCalls: 2, chainReader: true });
    const run = await plan(config, 8);
    const error = await sendRun(config, { run }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletMismatchError);
    expect(error).toMatchObject({ kind: 'chain', actual: '1' });
    expect(base.bundles.map((b) => [b.calls.length, b.status])).toEqual([[2, 200]]);
    expect(base.singleSends).toBe(0);
    const paused = (await config.storage.load(run.id)) as BulkSendRun;
    expect(paused.chunks.map((c) => [c.status, c.attempts.length])).toEqual([
      ['confirmed', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    await expectPaidExactlyOnce(paused, [0]);

    // Back on the run's chain: the rest goes in one more bundle, the first chunk is not asked for again.
    movedTo = null;
    const done = await sendRun(config, { run: paused });
    expect(done.status).toBe('finished');
    expect(base.bundles.map((b) => [b.calls.length, b.status])).toEqual([
      [2, 200],
      [2, 200],
    ]);
    expect(done.chunks.map((c) => c.attempts.length)).toEqual([1, 1, 1]);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
  });

  it('a reconcile asks the wallet for a bundle’s status once, not once per chunk it carries', async () => {
    const base = batchingWallet(faultyWallet(env.rpc, {}, {}, sender()), env.rpc, 'atomic');
    let statusReads = 0;
    const wallet = Object.create(base) as BatchingWallet;
    wallet.request = async (args) => {
      if (args.method === 'wallet_getCallsStatus') statusReads++;
      return base.request(args);
    };
    const { config } = engine({ wallet, confirmTimeoutMs: 300 });
    const run = await plan(config, 9);
    base.hold = true;
    await expect(sendRun(config, { run })).rejects.toBeInstanceOf(BulkSendError);
    statusReads = 0;
    const waiting = await reconcileRun(config, { run });
    expect(waiting.chunks.map((c) => c.status)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(statusReads).toBe(1);
    base.hold = false;
    await base.release();
    statusReads = 0;
    const paid = await reconcileRun(config, { run: waiting });
    expect(paid.chunks.map((c) => c.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(statusReads).toBe(1);
    expect(base.bundles).toHaveLength(1);
    await expectPaidExactlyOnce(paid, [0, 1, 2]);
  });
});

describe('a wallet that says it ran the bundle but did not pay (issue 36, finding 1): paid only from the chain', () => {
  const cases = [
    { runs: 'approval-only', status: 200, approved: true },
    { runs: 'approval-only', status: 600, approved: true },
    { runs: 'outer-only', status: 500, approved: false },
  ] as const;
  for (const [n, { runs, status, approved }] of cases.entries()) {
    it(`${runs}, status ${status} with one successful receipt: no chunk paid, none given that receipt`, async () => {
      const { config, wallet } = engine();
      const run = await plan(config, 20 + n);
      wallet.misbehave = { runs, status };
      const error = await sendRun(config, { run }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BulkSendError);
      expect((error as BulkSendError).errorName).toBe('CallsFailed');
      const outer = wallet.bundles[0]?.receipts[0]?.transactionHash;
      expect(outer).toMatch(/^0x[0-9a-f]{64}$/);
      const stored = (await config.storage.load(run.id)) as BulkSendRun;
      expect(stored.chunks.map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);
      // The receipts name no transaction of the wallet's for any recipient: that one paid nobody.
      const { rows } = getRunReceipts(stored);
      expect(rows.map((r) => r.status)).toEqual(run.lines.map(() => 'unpaid'));
      expect(rows.filter((r) => r.txHash === outer)).toEqual([]);
      // A reconcile (a reload) still finds nothing paid.
      const again = await reconcileRun(config, { run: stored });
      expect(again.chunks.map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);
      expect(again.status).not.toBe('finished');
      await expectPaidExactlyOnce(run, []);
      expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(approved ? 28_000_000n : 0n);
    });
  }
});

describe('a wallet that refuses the bundle (issue 36, finding 4): smaller bundles, or one at a time, said in words', () => {
  it('5740 (too large): half as many chunks a bundle until the wallet takes them; every line paid once', async () => {
    const { config, wallet } = engine();
    const run = await plan(config, 30);
    wallet.refuse = { code: 5740, maxCalls: 2 };
    const done = await sendRun(config, { run }).catch((e: unknown) => {
      throw new Error(
        `${JSON.stringify(wallet.requests)} ${JSON.stringify(wallet.bundles.map((b) => [b.calls.length, b.status]))} ${String(wallet.lastError)}`,
        { cause: e },
      );
    });
    expect(done.status).toBe('finished');
    // 4 calls refused, then the approval + 1 chunk, then one chunk a bundle.
    expect(wallet.requests).toEqual([4, 2, 1, 1]);
    expect(wallet.bundles.map((b) => [b.calls.length, b.status])).toEqual([
      [2, 200],
      [1, 200],
      [1, 200],
    ]);
    expect(wallet.singleSends).toBe(0);
    expect(done.chunks.map((c) => c.attempts.length)).toEqual([1, 1, 1]);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
  });

  for (const code of [5750, 5700, -32601] as const) {
    it(`${code}: the wallet's reason in words, then one transaction at a time for the rest of the run`, async () => {
      const { config, wallet } = engine();
      const run = await plan(config, 31 + Math.abs(code % 7));
      wallet.refuse = { code };
      const error = await sendRun(config, { run }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BulkSendError);
      expect((error as BulkSendError).errorName).toBe('CallsRefused');
      const reason = code === 5750 ? 'The user rejected the account upgrade' : undefined;
      if (reason) {
        expect(userMessageOf(error as BulkSendError, 'en')).toBe(
          `Your wallet will not send these transactions as one bundle (“${reason}”). Nothing was sent: they now go one at a time, each with its own confirmation`,
        );
        expect(userMessageOf(error as BulkSendError, 'chs')).toBe(
          `您的钱包不接受将这些交易作为一个批次发送（“${reason}”）。尚未发送任何内容：这些交易将逐笔发送，每笔都需要单独确认`,
        );
      }
      const paused = (await config.storage.load(run.id)) as BulkSendRun;
      expect(paused.chunks.map((c) => [c.status, c.attempts.length])).toEqual(run.chunks.map(() => ['pending', 0]));
      expect(paused.approvals).toEqual([]);
      // The sender no longer reports atomic batching: the quote says 4 confirmations, and sending asks one at a time.
      expect(await quoteRun(config, { run: paused })).toMatchObject({ atomicBatching: false, confirmations: 4 });
      const done = await sendRun(config, { run: paused });
      expect(done.status).toBe('finished');
      expect(wallet.requests).toEqual([4]);
      expect(wallet.bundles).toEqual([]);
      expect(wallet.singleSends).toBe(4);
      await expectPaidExactlyOnce(done, [0, 1, 2]);
      expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
    });
  }
});

describe('bundled chunks checked like single ones, the chain read while the wallet says pending (issue 36, finding 5)', () => {
  it('an ERC-721 recipient that cannot take the NFT, bundled with setApprovalForAll, is named by line before anything is asked', async () => {
    const deployer = env.chain.accounts[0]?.address as string;
    const token = await deployNft(env.rpc, deployer, 'erc721');
    await mint721(env.rpc, deployer, token, sender(), 1n, 7);
    const refusing = await deployRejectingWallet(env.rpc, deployer);
    const wallet = batchingWallet(faultyWallet(env.rpc, {}, {}, sender()), env.rpc, 'atomic');
    const config = createBulkSendConfig({
      provider: wallet,
      sender: eip5792Sender(wallet),
      reader: env.rpc,
      chainId: 137,
      storage: createMemoryRunStorage(),
      assets: [...BULK_SEND_DEFAULT_ASSETS, erc721Asset],
      pollIntervalMs: 20,
      maxPollIntervalMs: 200,
      confirmTimeoutMs: 5_000,
    });
    const to = freshAddresses(7, 41);
    to[1] = refusing as `0x${string}`; // line 3
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: env.chain.bulkSend,
      token,
      standard: 'erc721',
      rows: to.map((address, i) => ({ line: i + 2, to: address, tokenId: BigInt(i + 1), amount: 1n })),
      maxChunkSize: 3,
      label: '',
    });
    const error = await sendRun(config, { run }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkSimulationError);
    expect(error).toMatchObject({ reason: 'recipientReverted', line: 3, errorName: 'RecipientCannotReceive' });
    expect((error as ChunkSimulationError).address?.toLowerCase()).toBe(refusing.toLowerCase());
    expect(wallet.requests).toEqual([]); // the wallet was not asked
    expect(wallet.singleSends).toBe(0);
    expect(await approvedForAll(env.rpc, token, sender(), env.chain.bulkSend)).toBe(false);
  });

  it('a bundle mined at once while the wallet keeps saying "pending" is paid as soon as the chain says so', async () => {
    const { config, wallet } = engine({ confirmTimeoutMs: 30_000 });
    const run = await plan(config, 42);
    wallet.lagging = true;
    const started = Date.now();
    const done = await sendRun(config, { run });
    expect(Date.now() - started).toBeLessThan(10_000); // not the 30 s the wallet's "pending" would have cost
    expect(done.status).toBe('finished');
    expect(done.chunks.map((c) => c.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(done.approvals.map((a) => a.status)).toEqual(['confirmed']);
    // The receipts come from the chain (BulkSend's events), not from the wallet, which named none.
    const tx = wallet.bundles[0]?.receipts.map((r) => r.transactionHash).slice(1);
    expect(done.chunks.map((c) => c.receipt?.hash)).toEqual(tx);
    expect(wallet.bundles).toHaveLength(1);
    await expectPaidExactlyOnce(done, [0, 1, 2]);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
  }, 60_000);
});
