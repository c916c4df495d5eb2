import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { deployForwarder, forwarderInterface } from '../../test/deployForwarder.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet, type WalletFault } from '../../test/faultyWallet.js';
import { translate } from '../messages/translate.js';
import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/Eip1193Provider.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { bulkSendInterface, erc20Interface } from './contractInterfaces.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { findMatchingRun } from './findMatchingRun.js';
import { paidLinesOnChain } from './paidLinesOnChain.js';
import { planRun } from './planRun.js';
import { readSenderHistory } from './readSenderHistory.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const DAY = 24 * 60 * 60 * 1000;

/** The engine over the chain (id 137); `reader` replaces the chain's RPC for reads (a node with limits). */
function engine(options: { faults?: Record<number, WalletFault>; reader?: Eip1193Provider; now?: number } = {}) {
  const wallet = faultyWallet(env.rpc, options.faults, {}, sender());
  const sleeps: number[] = [];
  const storage = createMemoryRunStorage();
  const config = createBulkSendConfig({
    provider: wallet,
    reader: options.reader ?? env.rpc, // the run's chain RPC
    chainId: 137,
    storage,
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
    // Retries wait on the config's clock, not the wall clock: recorded, not slept.
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...(options.now !== undefined ? { now: () => options.now as number } : {}),
  });
  return { config, storage, sleeps };
}

const sender = () => env.chain.accounts[1]?.address as `0x${string}`;
const bulkSend = () => env.chain.bulkSend as `0x${string}`;
const token = () => env.chain.demoToken as `0x${string}`;

type Row = { line: number; address: string; value: bigint };

/** `n` fresh recipients on lines 2.. (a header on line 1), amounts 1, 2, 3… (× 10^6). */
function rows(salt: number, n = 7): Row[] {
  return freshAddresses(n, salt).map((address, i) => ({ line: i + 2, address, value: BigInt((i + 1) * 1_000_000) }));
}

/** The list as the member saved it again after an edit: lines numbered anew from 2. */
const renumber = (list: Row[]) => list.map((row, i) => ({ ...row, line: i + 2 }));

function plan(config: ReturnType<typeof engine>['config'], list: Row[], tokenAddress: `0x${string}` | null) {
  return planRun(config, {
    sender: sender(),
    bulkSend: bulkSend(),
    token: tokenAddress,
    rows: list,
    maxChunkSize: 3,
    symbol: 'DUSD',
    decimals: 6,
  });
}

/** Latest block's timestamp in ms (the chain's clock, which evm_increaseTime moves). */
async function chainNow(): Promise<number> {
  const block = await env.request<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
  return Number(BigInt(block.timestamp)) * 1000;
}

async function blockTime(n: bigint): Promise<number> {
  const block = await env.request<{ timestamp: string }>('eth_getBlockByNumber', [`0x${n.toString(16)}`, false]);
  return Number(BigInt(block.timestamp)) * 1000;
}

async function latestBlock(): Promise<bigint> {
  return BigInt(await env.request<string>('eth_blockNumber'));
}

/** Hashes of the chunks a run paid, by chunk index. */
const chunkHashes = (run: BulkSendRun) => run.chunks.map((chunk) => chunk.receipt?.hash);

/** A node that answers everything like the chain except `eth_getLogs`, which `refuse` may turn down. */
function limitedNode(refuse: (from: bigint, to: bigint, call: number) => Error | undefined) {
  const calls: { from: bigint; to: bigint; refused: boolean }[] = [];
  const node: Eip1193Provider = {
    async request(args: Eip1193RequestArguments) {
      if (args.method === 'eth_getLogs') {
        const [filter] = args.params as [{ fromBlock: string; toBlock: string }];
        const from = BigInt(filter.fromBlock);
        const to = BigInt(filter.toBlock);
        const error = refuse(from, to, calls.length + 1);
        calls.push({ from, to, refused: error !== undefined });
        if (error) throw error;
      }
      return env.rpc.request(args);
    },
  };
  return { node, calls };
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('readSenderHistory + paidLinesOnChain on the local chain (the chain as the record of who was paid)', () => {
  it('a new device with an edited list (a line removed, sorted, two lines swapped) names every line chunk 1 already paid, with its transaction', async () => {
    const first = engine({ faults: { 2: 'reject' } });
    const list = rows(1);
    const run = await plan(first.config, list, token());
    await sendRun(first.config, { run }).catch(() => undefined); // chunk 1 paid, the member refused chunk 2
    const stored = (await first.storage.load(run.id)) as BulkSendRun;
    const [hash] = chunkHashes(stored);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const paidAddresses = list.slice(0, 3).map((row) => row.address.toLowerCase());

    const edits: Record<string, Row[]> = {
      'line 3 removed': renumber(list.filter((row) => row.line !== 3)),
      sorted: renumber([...list].sort((a, b) => (a.address < b.address ? 1 : -1))),
      'lines 2 and 3 swapped': renumber([list[1], list[0], ...list.slice(2)] as Row[]),
    };
    for (const [edit, edited] of Object.entries(edits)) {
      const device = engine(); // another browser: nothing stored
      const again = await plan(device.config, edited, token());
      // Today's check: the batch ids changed with the edit, so the chain's batchSent names no chunk.
      expect((await findMatchingRun(device.config, { run: again })).paidChunks, edit).toEqual([]);

      const history = await readSenderHistory(device.config, {
        bulkSend: bulkSend(),
        sender: sender(),
        token: token(),
      });
      expect(history.complete, edit).toBe(true);
      expect(history.incomplete).toBeUndefined();
      expect(history.payments, edit).toHaveLength(1);
      expect(history.payments[0]).toMatchObject({ hash, token: token(), batchId: stored.chunks[0]?.batchId });
      const paid = paidLinesOnChain(again, history.payments);
      const expected = again.lines.filter((line) => paidAddresses.includes(line.address.toLowerCase()));
      expect(expected.length, edit).toBeGreaterThan(0);
      expect(
        paid.map((p) => [p.line, p.address, p.paidAmount, p.hash]),
        edit,
      ).toEqual(
        expected.map((line) => [
          line.line,
          line.address,
          list.find((row) => row.address.toLowerCase() === line.address.toLowerCase())?.value,
          hash,
        ]),
      );
      for (const p of paid) expect(p.paidAt).toBe(history.payments[0]?.timestamp);
    }

    // The member sends only what the chain says is unpaid (the sorted list without the named lines): nobody twice.
    const device = engine();
    const sorted = edits.sorted as Row[];
    const history = await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), token: token() });
    const named = new Set(
      paidLinesOnChain(await plan(device.config, sorted, token()), history.payments).map((p) => p.line),
    );
    const rest = await plan(device.config, renumber(sorted.filter((row) => !named.has(row.line))), token());
    expect((await sendRun(device.config, { run: rest })).status).toBe('finished');
    for (const row of list) expect(await env.tokenBalance(row.address), `line ${row.line}`).toBe(row.value);
  });

  it('reads only what was paid since an earlier read (`fromBlock`: the check right before a signature, issue 37)', async () => {
    const { config } = engine();
    const first = await readSenderHistory(config, { bulkSend: bulkSend(), sender: sender(), token: token() });
    // Another tab or device pays a list after that read.
    const other = engine();
    const list = rows(44);
    await sendRun(other.config, { run: await plan(other.config, list, token()) });
    const since = await readSenderHistory(config, {
      bulkSend: bulkSend(),
      sender: sender(),
      token: token(),
      fromBlock: first.toBlock + 1n,
    });
    expect(since.complete).toBe(true);
    expect(since.fromBlock).toBe(first.toBlock + 1n);
    expect(since.toBlock).toBe(await latestBlock());
    expect(since.payments.flatMap((payment) => payment.recipients ?? []).map((r) => r.address.toLowerCase())).toEqual(
      list.map((row) => row.address.toLowerCase()),
    );
    // Nothing new: an empty, complete answer up to the head.
    const again = await readSenderHistory(config, {
      bulkSend: bulkSend(),
      sender: sender(),
      token: token(),
      fromBlock: since.toBlock + 1n,
    });
    expect(again).toMatchObject({ payments: [], complete: true, toBlock: since.toBlock });
  });

  it('reads the native coin apart from the token: every line of a paid list is named with its own chunk', async () => {
    const { config } = engine();
    const list = rows(2);
    const done = await sendRun(config, { run: await plan(config, list, null) });
    expect(done.status).toBe('finished');

    const device = engine();
    const native = await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), token: null });
    expect(native.complete).toBe(true);
    expect(native.payments.map((p) => [p.hash, p.token, p.batchId])).toEqual(
      done.chunks.map((c) => [c.receipt?.hash, null, c.batchId]),
    );
    expect(native.payments.map((p) => p.recipients?.length)).toEqual([3, 2, 2]);
    expect(
      (await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), token: token() })).payments,
    ).toEqual([]);
    expect(
      (await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender() })).payments.map((p) => p.hash),
    ).toEqual(chunkHashes(done));

    const reversed = await plan(device.config, renumber([...list].reverse()), null);
    const paid = paidLinesOnChain(reversed, native.payments);
    expect(paid.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const chunkOf = (address: string) =>
      done.chunks.find((c) => done.lines.slice(c.start, c.start + c.count).some((l) => l.address === address));
    for (const p of paid) {
      expect(p.hash).toBe(chunkOf(p.address)?.receipt?.hash);
      expect(p.paidAmount).toBe(p.amount);
    }
    // The same list in the token: the native payments do not count.
    expect(paidLinesOnChain(await plan(device.config, list, token()), native.payments)).toEqual([]);
  });

  it('the default window is the last 7 days of the chain clock; a wider `since` finds the older payment', async () => {
    const { config } = engine();
    const old = rows(3, 2);
    const oldRun = await sendRun(config, { run: await plan(config, old, null) });
    await env.request('evm_increaseTime', [8 * 24 * 60 * 60]);
    await env.mine();
    const recent = rows(4, 2);
    const recentRun = await sendRun(config, { run: await plan(config, recent, null) });
    const now = await chainNow();

    const device = engine({ now });
    const week = await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), token: null });
    expect(week.complete).toBe(true);
    // BulkSend was there before the week: older payments were not read, and the answer says so (issue 37).
    expect(week.coversDeployment).toBe(false);
    expect(week.payments.map((p) => p.hash)).toEqual(chunkHashes(recentRun));
    expect(week.fromBlock).toBeGreaterThan(oldRun.chunks[0]?.receipt?.blockNumber as bigint);
    expect(week.payments.every((p) => p.timestamp >= now - 7 * DAY)).toBe(true);
    const both = await plan(device.config, renumber([...old, ...recent]), null);
    expect(paidLinesOnChain(both, week.payments).map((p) => p.line)).toEqual([4, 5]);

    const future = await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), since: now + DAY });
    expect(future).toMatchObject({ complete: true, payments: [], fromBlock: (await latestBlock()) + 1n });

    const wider = await readSenderHistory(device.config, {
      bulkSend: bulkSend(),
      sender: sender(),
      token: null,
      since: now - 9 * DAY,
    });
    expect(wider.payments.map((p) => p.hash)).toEqual([...chunkHashes(oldRun), ...chunkHashes(recentRun)]);
    // Nine days reach back past BulkSend's deployment on this chain: nothing older can exist.
    expect(wider.coversDeployment).toBe(true);
    expect(paidLinesOnChain(both, wider.payments).map((p) => [p.line, p.hash])).toEqual([
      [2, oldRun.chunks[0]?.receipt?.hash],
      [3, oldRun.chunks[0]?.receipt?.hash],
      [4, recentRun.chunks[0]?.receipt?.hash],
      [5, recentRun.chunks[0]?.receipt?.hash],
    ]);
  });

  it.each([
    {
      node: 'Alchemy (free tier)',
      limit: 10n,
      refusal: (from: bigint) =>
        rpcError(
          -32600,
          `Under the Free tier plan, you can make eth_getLogs requests with up to a 10 block range. Based on your parameters, this block range should work: [0x${from.toString(16)}, 0x${(from + 9n).toString(16)}]`,
        ),
    },
    {
      node: 'BNB Chain public RPC',
      limit: 5n,
      refusal: () => rpcError(-32000, 'exceed maximum block range: 5'),
    },
  ])(
    'a node that refuses log ranges over $limit blocks ($node): the ranges are split and the read is complete',
    async ({ limit, refusal }) => {
      const { config } = engine();
      const list = rows(5);
      const done = await sendRun(config, { run: await plan(config, list, null) });
      await env.request('hardhat_mine', ['0x40']); // 64 empty blocks after the payments
      const { node, calls } = limitedNode((from, to) => (to - from + 1n > limit ? refusal(from) : undefined));
      const device = engine({ reader: node });
      const progress: { scannedTo: bigint; blocksScanned: bigint }[] = [];
      const history = await readSenderHistory(device.config, {
        bulkSend: bulkSend(),
        sender: sender(),
        token: null,
        since: 0,
        onProgress: (p) => progress.push(p),
      });
      expect(history.complete).toBe(true);
      expect(history.fromBlock).toBe(0n);
      expect(history.toBlock).toBe(await latestBlock());
      expect(history.payments.map((p) => p.hash)).toEqual(chunkHashes(done));
      expect(paidLinesOnChain(done, history.payments)).toHaveLength(list.length);
      // Every block read once, newest first, and never more than the node allows.
      const accepted = calls.filter((c) => !c.refused);
      expect(accepted.every((c) => c.to - c.from + 1n <= limit)).toBe(true);
      expect(accepted.reduce((sum, c) => sum + (c.to - c.from + 1n), 0n)).toBe(history.toBlock + 1n);
      expect(progress.at(-1)).toMatchObject({ scannedTo: 0n, blocksScanned: history.toBlock + 1n });
      expect(calls.filter((c) => c.refused).length).toBeLessThanOrEqual(8); // halving finds the limit quickly
    },
  );

  it('a node that no longer holds blocks before K: complete false, the payments after K, and the words say how far back it read', async () => {
    const { config } = engine();
    const old = await sendRun(config, { run: await plan(config, rows(6, 2), null) });
    await env.request('hardhat_mine', ['0x10']);
    const k = (await latestBlock()) + 1n;
    const recent = await sendRun(config, { run: await plan(config, rows(7, 2), null) });
    const { node } = limitedNode((from) => (from < k ? rpcError(4444, 'pruned history unavailable') : undefined));
    const device = engine({ reader: node });
    const history = await readSenderHistory(device.config, {
      bulkSend: bulkSend(),
      sender: sender(),
      token: null,
      since: 0,
    });
    expect(history.complete).toBe(false);
    expect(history.payments.map((p) => p.hash)).toEqual(chunkHashes(recent));
    expect(history.payments.map((p) => p.hash)).not.toContain(old.chunks[0]?.receipt?.hash);
    expect(history.incomplete).toEqual({
      messageKey: 'bulkSendHistoryPartial',
      params: {
        fromBlock: '0',
        oldestReadBlock: String(k),
        oldestReadAt: await blockTime(k),
        error: 'pruned history unavailable',
      },
    });
    const { messageKey, params } = history.incomplete as NonNullable<typeof history.incomplete>;
    expect(translate('en', messageKey, params)).toBe(
      `Your past payments could be read only back to block ${k}, not to block 0: payments before it were not checked (pruned history unavailable)`,
    );
    expect(translate('chs', messageKey, params)).toContain(`区块 ${k}`);
    expect(device.sleeps).toEqual([]); // a pruned node is not asked again

    // A node that refuses every block: nothing read, said so.
    const none = limitedNode(() => rpcError(4444, 'pruned history unavailable'));
    const blind = await readSenderHistory(engine({ reader: none.node }).config, {
      bulkSend: bulkSend(),
      sender: sender(),
      since: 0,
    });
    expect(blind).toMatchObject({
      complete: false,
      payments: [],
      incomplete: { messageKey: 'bulkSendHistoryUnreadable', params: { error: 'pruned history unavailable' } },
    });
  });

  it('a flaky node is asked again (bounded, on the config clock); one that keeps failing gives complete false', async () => {
    const { config } = engine();
    const done = await sendRun(config, { run: await plan(config, rows(8, 2), null) });
    const flaky = limitedNode((_from, _to, call) =>
      call === 1
        ? rpcError(-32000, 'fetch failed')
        : call === 2
          ? rpcError(-32005, 'daily request count exceeded, request rate limited') // Infura: not a range to split
          : undefined,
    );
    const device = engine({ reader: flaky.node });
    const history = await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), since: 0 });
    expect(history.complete).toBe(true);
    expect(history.payments.map((p) => p.hash)).toEqual(chunkHashes(done));
    expect(device.sleeps).toEqual([500, 1000]);
    expect(flaky.calls.map((c) => [c.from, c.to])).toEqual(Array(3).fill([0n, history.toBlock]));

    const down = limitedNode(() => rpcError(-32000, 'fetch failed'));
    const broken = engine({ reader: down.node });
    const failed = await readSenderHistory(broken.config, { bulkSend: bulkSend(), sender: sender(), since: 0 });
    expect(failed).toMatchObject({ complete: false, incomplete: { messageKey: 'bulkSendHistoryUnreadable' } });
    expect(down.calls).toHaveLength(4);
  });

  it('a payment made through another contract (a Safe, a multicall) is found with recipients null; a direct unpacked sendEth is decoded', async () => {
    const owner = env.chain.accounts[0]?.address as string;
    const forwarder = await deployForwarder(env.rpc, owner);
    const [a, b] = freshAddresses(2, 9) as [`0x${string}`, `0x${string}`];
    const batchId = `0x${'ab'.repeat(32)}`;
    const words = [(5n << 160n) | BigInt(a), (7n << 160n) | BigInt(b)];
    const inner = bulkSendInterface.encodeFunctionData('sendEthPacked', [batchId, words]);
    await env.request('eth_sendTransaction', [
      {
        from: owner,
        to: forwarder,
        data: forwarderInterface.encodeFunctionData('forward', [bulkSend(), inner]),
        value: `0x${(10n ** 18n).toString(16)}`,
      },
    ]);
    const { config } = engine();
    const viaContract = await readSenderHistory(config, { bulkSend: bulkSend(), sender: forwarder, since: 0 });
    expect(viaContract.complete).toBe(true);
    expect(viaContract.payments).toHaveLength(1);
    expect(viaContract.payments[0]).toMatchObject({ token: null, batchId, recipients: null });
    expect(await env.coinBalance(a)).toBe(5n); // it did pay: the caller must say the recipients are unknown

    await env.request('eth_sendTransaction', [
      {
        from: sender(),
        to: bulkSend(),
        data: bulkSendInterface.encodeFunctionData('sendEth', [
          [a, b],
          [11n, 13n],
        ]),
        value: `0x${(10n ** 18n).toString(16)}`,
      },
    ]);
    // And an unpacked token payment (sendErc20, BulkSent): the token comes from the event and the calldata.
    await env.request('eth_sendTransaction', [
      {
        from: sender(),
        to: token(),
        data: erc20Interface.encodeFunctionData('approve', [bulkSend(), 7n]),
      },
    ]);
    await env.request('eth_sendTransaction', [
      {
        from: sender(),
        to: bulkSend(),
        data: bulkSendInterface.encodeFunctionData('sendErc20', [token(), [b, a], [3n, 4n]]),
        value: `0x${(10n ** 18n).toString(16)}`,
      },
    ]);
    const inToken = await readSenderHistory(config, {
      bulkSend: bulkSend(),
      sender: sender(),
      token: token(),
      since: 0,
    });
    expect(inToken.payments).toHaveLength(1);
    expect(inToken.payments[0]).toMatchObject({
      token: token(),
      batchId: `0x${'0'.repeat(64)}`,
      recipients: [
        { address: getAddress(b), amount: 3n },
        { address: getAddress(a), amount: 4n },
      ],
    });
    expect(await env.tokenBalance(a)).toBe(4n);

    const direct = await readSenderHistory(config, { bulkSend: bulkSend(), sender: sender(), token: null, since: 0 });
    expect(direct.payments).toHaveLength(1);
    expect(direct.payments[0]).toMatchObject({
      token: null,
      batchId: `0x${'0'.repeat(64)}`,
      recipients: [
        { address: getAddress(a), amount: 11n },
        { address: getAddress(b), amount: 13n },
      ],
    });
  });

  it('a node without the transaction index still gives the recipients; one that gives no transaction makes the answer incomplete', async () => {
    const { config } = engine();
    const done = await sendRun(config, { run: await plan(config, rows(11, 2), null) });
    const reads = (answer: (args: Eip1193RequestArguments) => unknown): Eip1193Provider => ({
      async request(args) {
        const replaced = answer(args);
        return replaced === undefined ? env.rpc.request(args) : replaced;
      },
    });
    // geth keeps the hash index for about a year of blocks (txlookuplimit): older transactions answer null by hash.
    const noIndex = reads((args) => (args.method === 'eth_getTransactionByHash' ? null : undefined));
    const old = await readSenderHistory(engine({ reader: noIndex }).config, {
      bulkSend: bulkSend(),
      sender: sender(),
      since: 0,
    });
    expect(old.complete).toBe(true);
    expect(old.payments.map((p) => [p.hash, p.recipients?.length])).toEqual([[done.chunks[0]?.receipt?.hash, 2]]);

    const blind = reads((args) =>
      args.method.startsWith('eth_getTransactionBy') ? Promise.reject(rpcError(-32000, 'fetch failed')) : undefined,
    );
    const device = engine({ reader: blind });
    const history = await readSenderHistory(device.config, { bulkSend: bulkSend(), sender: sender(), since: 0 });
    expect(history).toMatchObject({
      complete: false,
      payments: [],
      incomplete: { messageKey: 'bulkSendHistoryTransactionsUnreadable', params: { error: 'fetch failed' } },
    });
    expect(device.sleeps).toEqual([500, 1000, 2000]);
  });

  it('refuses to read another chain than the config says (its history would say nobody was paid)', async () => {
    const config = createBulkSendConfig({ provider: env.rpc, reader: env.rpc, chainId: 1 });
    await expect(readSenderHistory(config, { bulkSend: bulkSend(), sender: sender(), since: 0 })).rejects.toMatchObject(
      { name: 'ReaderChainMismatchError', expected: '1', actual: '137' },
    );
    const right = createBulkSendConfig({ provider: env.rpc, reader: env.rpc, chainId: 137 });
    expect((await readSenderHistory(right, { bulkSend: bulkSend(), sender: sender(), since: 0 })).complete).toBe(true);
  });

  it('names a bad address (InvalidRunError) before asking the node anything', async () => {
    const { node, calls } = limitedNode(() => undefined);
    const { config } = engine({ reader: node });
    await expect(
      readSenderHistory(config, { bulkSend: bulkSend(), sender: '0x1234' as `0x${string}` }),
    ).rejects.toMatchObject({ name: 'InvalidRunError', details: 'sender is not an address: 0x1234' });
    await expect(
      readSenderHistory(config, { bulkSend: bulkSend(), sender: sender(), token: '0xnot' as `0x${string}` }),
    ).rejects.toMatchObject({ name: 'InvalidRunError' });
    expect(calls).toEqual([]);
    // Lower-case and checksummed addresses are the same sender.
    const lower = await readSenderHistory(config, {
      bulkSend: bulkSend().toLowerCase() as `0x${string}`,
      sender: sender().toLowerCase() as `0x${string}`,
      since: 0,
    });
    expect(lower.complete).toBe(true);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const node = limitedNode(() => {
      controller.abort();
      return rpcError(-32000, 'fetch failed');
    });
    const reading = readSenderHistory(engine({ reader: node.node }).config, {
      bulkSend: bulkSend(),
      sender: sender(),
      since: 0,
      signal: controller.signal,
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(node.calls).toHaveLength(1);
  });

  it('a payment the chain rolled back (evm_revert) is no longer reported', async () => {
    const snapshot = await env.request<string>('evm_snapshot');
    const { config } = engine();
    await sendRun(config, { run: await plan(config, rows(10, 2), null) });
    const before = await readSenderHistory(config, { bulkSend: bulkSend(), sender: sender(), since: 0 });
    expect(before.payments).toHaveLength(1);
    await env.request('evm_revert', [snapshot]);
    await env.mine();
    const after = await readSenderHistory(config, { bulkSend: bulkSend(), sender: sender(), since: 0 });
    expect(after).toMatchObject({ complete: true, payments: [] });
  });
});
