// A run paid by a 2-of-3 Safe through the Safe Apps protocol on the local chain: one proposal per chunk (approval +
// chunk through MultiSend), a refusal leaving the chunk unpaid, proposed chunks followed until the owners execute
// them, paid only when the chain says so, and never proposed again once paid.

import { executeProposal, type ProposedTxs, safeTransactionFor } from '@fanout/test-chain/safe-app-executor';
import { chainProvider, createSafe, deploySafeContracts } from '@fanout/test-chain/safe-contracts';
import { type QueuedSafeTransaction, startSafeTransactionService } from '@fanout/test-chain/safe-transaction-service';
import { Contract, Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { balance1155, deployNft, erc721, mint721, mint1155, ownerOf } from '../../test/deployNft.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { fakeSafeHost, type HostAnswer, type SafeAppsMessage } from '../../test/fakeSafeHost.js';
import { BULK_SEND_DEFAULT_ASSETS } from '../bulkSend/BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { bulkSendInterface, erc20Interface } from '../bulkSend/contractInterfaces.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { planRun } from '../bulkSend/planRun.js';
import type { RunAsset } from '../bulkSend/RunAsset.js';
import type { RunEvent } from '../bulkSend/RunEvent.js';
import type { RunStorage } from '../bulkSend/RunStorage.js';
import { reconcileRun } from '../bulkSend/reconcileRun.js';
import { WalletMismatchError } from '../bulkSend/WalletMismatchError.js';
import { erc721Asset } from '../bulkSendNft/erc721Asset.js';
import { erc1155Asset } from '../bulkSendNft/erc1155Asset.js';
import { readSafeQueue } from '../safe/readSafeQueue.js';
import { proposeSafeRun } from './proposeSafeRun.js';
import { safeAppSender } from './safeAppSender.js';

const env = useEngineChain();
const CHAIN_ID = 137;
let owners: Wallet[];
let funder: Wallet;
let safe: Contract;
let safeAddress: `0x${string}`;

beforeAll(async () => {
  const provider = chainProvider(env.chain.rpcUrl, CHAIN_ID);
  const key = (i: number) => env.chain.accounts[i]?.privateKey as string;
  funder = new Wallet(key(0), provider);
  owners = [3, 4, 5].map((i) => new Wallet(key(i), provider));
  const contracts = await deploySafeContracts(funder as Wallet & { provider: typeof provider });
  safe = await createSafe(
    funder,
    contracts,
    owners.map((o) => o.address),
    2,
  );
  safeAddress = (await safe.getAddress()) as `0x${string}`;
});

/** The engine of a page inside Safe{Wallet} showing this file's Safe, its host `host` (a new storage unless given). */
function safeAppEngine(
  host: ReturnType<typeof fakeSafeHost>,
  extra: { assets?: readonly RunAsset[]; storage?: RunStorage } = {},
) {
  const info = { safeAddress, chainId: CHAIN_ID, threshold: 2, owners: [] };
  const sender = safeAppSender(info, { window: host.window, timeoutMs: 5000 });
  return createBulkSendConfig({ provider: env.rpc, reader: env.rpc, chainId: CHAIN_ID, sender, ...extra });
}

describe('proposeSafeRun (a Safe App inside Safe{Wallet})', () => {
  it('stores each chunk signing with its proposal attempt before the host is asked, the safeTxHash once proposed', async () => {
    const rows = freshAddresses(3, 72).map((address, i) => ({ line: i + 1, address, value: BigInt(i + 1) * 1000n }));
    await (await funder.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();
    // The host reads the run's storage when the proposal reaches it, as a page reloaded at that moment would.
    const seenByHost: (BulkSendRun | undefined)[] = [];
    const host = fakeSafeHost(async (message: SafeAppsMessage): Promise<HostAnswer | undefined> => {
      if (message.method !== 'sendTransactions') return undefined;
      seenByHost.push(await config.storage.load(run.id));
      const { txs } = message.params as { txs: ProposedTxs };
      const { safeTxHash } = await safeTransactionFor(safe, CHAIN_ID, txs);
      return { success: true, data: { safeTxHash } };
    });
    const config = createBulkSendConfig({
      provider: env.rpc,
      reader: env.rpc,
      chainId: CHAIN_ID,
      sender: safeAppSender(
        { safeAddress, chainId: CHAIN_ID, threshold: 2, owners: [] },
        { window: host.window, timeoutMs: 5000 },
      ),
    });
    const run = await planRun(config, { sender: safeAddress, bulkSend: env.chain.bulkSend, rows });

    const proposed = await proposeSafeRun(config, { run });
    const [stored] = seenByHost;
    expect(seenByHost).toHaveLength(1);
    expect(stored?.chunks[0]).toMatchObject({ status: 'signing', fee: proposed.chunks[0]?.fee });
    expect(stored?.chunks[0]?.attempts).toEqual([expect.objectContaining({ proposal: {} })]);
    expect(stored?.chunks[0]?.attempts[0]?.outcome).toBeUndefined();
    const after = await config.storage.load(run.id);
    expect(after?.chunks[0]?.status).toBe('submitted');
    expect(after?.chunks[0]?.attempts[0]?.proposal?.safeTxHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('withdraws the stored attempt when the Safe stops matching the run just before the host would be asked', async () => {
    const rows = freshAddresses(2, 73).map((address, i) => ({ line: i + 1, address, value: BigInt(i + 1) * 1000n }));
    await (await funder.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();
    const asked: SafeAppsMessage[] = [];
    const host = fakeSafeHost(async (message: SafeAppsMessage): Promise<HostAnswer | undefined> => {
      if (message.method === 'sendTransactions') asked.push(message);
      return undefined;
    });
    const inside = safeAppSender(
      { safeAddress, chainId: CHAIN_ID, threshold: 2, owners: [] },
      { window: host.window, timeoutMs: 5000 },
    );
    // The session matches when the run starts, then moves (another Safe opened in Safe{Wallet}) before the chunk.
    let checks = 0;
    const moving = {
      ...inside,
      async assertReady(run: BulkSendRun) {
        checks++;
        if (checks > 1) throw new WalletMismatchError('account', run.sender, owners[0]?.address ?? '');
        await inside.assertReady(run);
      },
    };
    const config = createBulkSendConfig({ provider: env.rpc, reader: env.rpc, chainId: CHAIN_ID, sender: moving });
    const run = await planRun(config, { sender: safeAddress, bulkSend: env.chain.bulkSend, rows });

    await expect(proposeSafeRun(config, { run })).rejects.toBeInstanceOf(WalletMismatchError);
    expect(asked).toEqual([]);
    const stored = await config.storage.load(run.id);
    expect(stored?.chunks[0]).toMatchObject({ status: 'pending', attempts: [] });
    expect(stored?.chunks[0]?.lastError?.name).toBe('WalletMismatchError');
    // Nothing was proposed, so nothing is followed as proposed: the chunk stays to be paid.
    const checked = await reconcileRun(
      createBulkSendConfig({
        provider: env.rpc,
        reader: env.rpc,
        chainId: CHAIN_ID,
        sender: inside,
        storage: config.storage,
      }),
      { run: stored as BulkSendRun },
    );
    expect(checked.chunks[0]?.status).toBe('pending');
  });

  it('an ERC-20 run of 300 recipients: refused once, then 2 proposals, paid only once the owners execute them', async () => {
    const rows = freshAddresses(300, 71).map((address, i) => ({ line: i + 1, address, value: BigInt(i + 1) * 1000n }));
    const total = rows.reduce((sum, row) => sum + row.value, 0n);
    const token = new Contract(env.chain.demoToken, erc20Interface, funder);
    await (await token.getFunction('transfer')(safeAddress, total)).wait();
    await (await funder.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();

    // The host: refuses the first proposal, then queues the others (the owners execute them later).
    const queued: ProposedTxs[] = [];
    let refuse = 1;
    const host = fakeSafeHost(async (message: SafeAppsMessage): Promise<HostAnswer | undefined> => {
      if (message.method !== 'sendTransactions') return undefined;
      if (refuse-- > 0) return { success: false, error: 'Transaction was rejected' };
      const { txs } = message.params as { txs: ProposedTxs };
      queued.push(txs);
      const { safeTxHash } = await safeTransactionFor(safe, CHAIN_ID, txs, BigInt(queued.length - 1));
      return { success: true, data: { safeTxHash } };
    });
    const config = safeAppEngine(host);
    const run = await planRun(config, {
      sender: safeAddress,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
    });
    expect(run.chunks.map((c) => c.count)).toEqual([150, 150]);

    const events: string[] = [];
    const onProgress = (event: RunEvent) => {
      if (event.type === 'chunk')
        events.push(`${event.step} ${event.chunkIndex} ${event.run.chunks[event.chunkIndex]?.status}`);
    };
    await expect(proposeSafeRun(config, { run, onProgress })).rejects.toMatchObject({
      name: 'SafeAppError',
      kind: 'rejected',
    });
    // The page hears the chunk simulated (as if approved: the engine's one loop), asked, then failed and to send again.
    expect(events).toEqual(['simulating 0 pending', 'signing 0 signing', 'failed 0 pending']);
    const refused = await config.storage.load(run.id);
    expect(refused?.chunks.map((c) => c.status)).toEqual(['pending', 'pending']);
    expect(refused?.chunks[0]?.attempts.at(-1)).toMatchObject({ outcome: 'rejected', proposal: {} });

    const proposed = await proposeSafeRun(config, { run });
    expect(proposed.chunks.map((c) => c.status)).toEqual(['submitted', 'submitted']);
    // One Safe transaction per chunk: its exact approval and the chunk (through MultiSend).
    expect(queued.map((txs) => txs.map((tx) => tx.to))).toEqual([
      [env.chain.demoToken, env.chain.bulkSend],
      [env.chain.demoToken, env.chain.bulkSend],
    ]);
    expect(proposed.chunks.map((c) => c.attempts.at(-1)?.proposal?.safeTxHash)).toEqual([
      expect.stringMatching(/^0x[0-9a-f]{64}$/),
      expect.stringMatching(/^0x[0-9a-f]{64}$/),
    ]);
    // Proposed is not paid: a reconcile follows them, nothing is asked again.
    const followed = await reconcileRun(config, { run });
    expect(followed.chunks.map((c) => c.status)).toEqual(['submitted', 'submitted']);
    const asked = host.messages.length;
    await proposeSafeRun(config, { run });
    expect(host.messages.length).toBe(asked);

    // The owners execute the second proposal only: that chunk alone is paid.
    const [first, second] = queued as [ProposedTxs, ProposedTxs];
    expect(
      (await executeProposal(safe, CHAIN_ID, second, [owners[0], owners[1]] as Wallet[], owners[0] as Wallet))?.status,
    ).toBe(1);
    const half = await reconcileRun(config, { run });
    expect(half.chunks.map((c) => c.status)).toEqual(['submitted', 'confirmed']);
    expect(await env.tokenBalance(rows[299]?.address as string)).toBe(300_000n);
    expect(await env.tokenBalance(rows[0]?.address as string)).toBe(0n);

    // The first proposal is never executed: proposed again (that chunk only, the paid one never), the same calls.
    const reproposed = await proposeSafeRun(config, { run, again: true });
    expect(reproposed.chunks.map((c) => c.status)).toEqual(['submitted', 'confirmed']);
    expect(queued).toHaveLength(3);
    expect(queued[2]).toEqual(first);
    const askedAgain = host.messages.length;

    const receipt = await executeProposal(
      safe,
      CHAIN_ID,
      first,
      [owners[2], owners[1]] as Wallet[],
      owners[1] as Wallet,
    );
    expect(receipt?.status).toBe(1);
    const paid = await reconcileRun(config, { run });
    expect(paid.status).toBe('finished');
    expect(paid.chunks.map((c) => [c.status, c.receipt?.hash])).toEqual([
      ['confirmed', receipt?.hash],
      ['confirmed', expect.any(String)],
    ]);
    expect(await Promise.all(rows.map((r) => env.tokenBalance(r.address)))).toEqual(rows.map((r) => r.value));
    expect(await env.tokenBalance(safeAddress)).toBe(0n);
    expect(await env.allowance(safeAddress, env.chain.bulkSend)).toBe(0n);
    // The other Safe transaction of that chunk: the chain refuses it (the batch id is spent), nobody paid twice.
    await expect(
      executeProposal(
        safe,
        CHAIN_ID,
        queued[2] as ProposedTxs,
        [owners[0], owners[2]] as Wallet[],
        owners[0] as Wallet,
      ),
    ).rejects.toThrow();
    expect(await Promise.all(rows.map((r) => env.tokenBalance(r.address)))).toEqual(rows.map((r) => r.value));

    // Paid chunks are never proposed again.
    const again = await proposeSafeRun(config, { run, again: true });
    expect(again.status).toBe('finished');
    expect(host.messages.length).toBe(askedAgain);
  });

  it('NFT runs (ERC-721 and ERC-1155): setApprovalForAll and the NFT sends proposed, every token held by its recipient once executed', async () => {
    const deployer = env.chain.accounts[0]?.address as string;
    const queued: ProposedTxs[] = [];
    const host = fakeSafeHost(async (message: SafeAppsMessage): Promise<HostAnswer | undefined> => {
      if (message.method !== 'sendTransactions') return undefined;
      const { txs } = message.params as { txs: ProposedTxs };
      queued.push(txs);
      const { safeTxHash } = await safeTransactionFor(safe, CHAIN_ID, txs, BigInt(queued.length - 1));
      return { success: true, data: { safeTxHash } };
    });
    const config = safeAppEngine(host, { assets: [...BULK_SEND_DEFAULT_ASSETS, erc721Asset, erc1155Asset] });
    const to = freshAddresses(5, 74);
    await (await funder.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();
    const collection721 = (await deployNft(env.rpc, deployer, 'erc721')).toLowerCase();
    await mint721(env.rpc, deployer, collection721, safeAddress, 1n, 5);
    const collection1155 = (await deployNft(env.rpc, deployer, 'erc1155')).toLowerCase();
    await mint1155(env.rpc, deployer, collection1155, safeAddress, 1n, 5, 10n);
    const rows = (amounts: bigint[]) =>
      to.map((address, i) => ({ line: i + 1, to: address, tokenId: BigInt(i + 1), amount: amounts[i] ?? 1n }));
    const run721 = await planRun(config, {
      sender: safeAddress,
      bulkSend: env.chain.bulkSend,
      token: collection721,
      standard: 'erc721',
      rows: rows([]),
      maxChunkSize: 3,
    });
    const run1155 = await planRun(config, {
      sender: safeAddress,
      bulkSend: env.chain.bulkSend,
      token: collection1155,
      standard: 'erc1155',
      rows: rows([1n, 2n, 3n, 4n, 5n]),
    });

    const proposed721 = await proposeSafeRun(config, { run: run721 });
    const proposed1155 = await proposeSafeRun(config, { run: run1155 });
    expect([...proposed721.chunks, ...proposed1155.chunks].map((c) => c.status)).toEqual([
      'submitted',
      'submitted',
      'submitted',
    ]);
    // Each proposal: the collection's setApprovalForAll(BulkSend, true), then the chunk's NFT send, never an ERC-20 call.
    const approveAll = erc721.encodeFunctionData('setApprovalForAll', [env.chain.bulkSend, true]);
    expect(queued.map((txs) => txs.map((tx) => [tx.to.toLowerCase(), tx.data.slice(0, 10)]))).toEqual([
      [
        [collection721, approveAll.slice(0, 10)],
        [env.chain.bulkSend.toLowerCase(), bulkSendSelector('sendErc721Packed')],
      ],
      [
        [collection721, approveAll.slice(0, 10)],
        [env.chain.bulkSend.toLowerCase(), bulkSendSelector('sendErc721Packed')],
      ],
      [
        [collection1155, approveAll.slice(0, 10)],
        [env.chain.bulkSend.toLowerCase(), expect.stringMatching(/^0x[0-9a-f]{8}$/)],
      ],
    ]);
    expect(
      queued
        .flat()
        .filter((tx) => tx.to !== env.chain.bulkSend)
        .map((tx) => tx.data),
    ).toEqual([approveAll, approveAll, approveAll]);

    const signers = [owners[0], owners[1]] as Wallet[];
    for (const txs of queued) {
      expect((await executeProposal(safe, CHAIN_ID, txs, signers, owners[0] as Wallet))?.status).toBe(1);
    }
    expect((await reconcileRun(config, { run: run721 })).status).toBe('finished');
    expect((await reconcileRun(config, { run: run1155 })).status).toBe('finished');
    expect(await Promise.all(to.map((_, i) => ownerOf(env.rpc, collection721, BigInt(i + 1))))).toEqual(
      to.map((address) => address.toLowerCase()),
    );
    expect(
      await Promise.all(to.map((address, i) => balance1155(env.rpc, collection1155, address, BigInt(i + 1)))),
    ).toEqual([1n, 2n, 3n, 4n, 5n]);
    expect(
      await Promise.all(to.map((_, i) => balance1155(env.rpc, collection1155, safeAddress, BigInt(i + 1)))),
    ).toEqual([9n, 8n, 7n, 6n, 5n]);
  });

  it('an NFT run with an engine that has no NFT assets is refused by name before anything is proposed', async () => {
    const deployer = env.chain.accounts[0]?.address as string;
    const host = fakeSafeHost(async () => undefined);
    const nft = safeAppEngine(host, { assets: [...BULK_SEND_DEFAULT_ASSETS, erc721Asset] });
    const collection = await deployNft(env.rpc, deployer, 'erc721');
    await mint721(env.rpc, deployer, collection, safeAddress, 1n, 1);
    const run = await planRun(nft, {
      sender: safeAddress,
      bulkSend: env.chain.bulkSend,
      token: collection,
      standard: 'erc721',
      rows: [{ line: 1, to: freshAddresses(1, 75)[0] as string, tokenId: 1n, amount: 1n }],
    });
    const fungible = safeAppEngine(host, { storage: nft.storage });
    await expect(proposeSafeRun(fungible, { run })).rejects.toMatchObject({ name: 'InvalidRunError' });
    expect(host.messages.filter((m) => m.method === 'sendTransactions')).toEqual([]);
  });

  it('the Safe’s queue: a new profile with the list edited (line 1 removed) or the same list is told which queued proposals hold which lines before anything is proposed; paid once', async () => {
    const rows = freshAddresses(300, 76).map((address, i) => ({ line: i + 1, address, value: BigInt(i + 1) * 1000n }));
    const total = rows.reduce((sum, row) => sum + row.value, 0n);
    const token = new Contract(env.chain.demoToken, erc20Interface, funder);
    await (await token.getFunction('transfer')(safeAddress, total)).wait();
    await (await funder.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();
    // Safe{Wallet} keeps each proposal in the Safe Transaction Service; the stand-in serves them as it would.
    const queued: { txs: ProposedTxs; stored: QueuedSafeTransaction }[] = [];
    const host = fakeSafeHost(async (message: SafeAppsMessage): Promise<HostAnswer | undefined> => {
      if (message.method !== 'sendTransactions') return undefined;
      const { txs } = message.params as { txs: ProposedTxs };
      const { tx, safeTxHash } = await safeTransactionFor(safe, CHAIN_ID, txs, BigInt(queued.length));
      queued.push({ txs, stored: { ...tx, safeTxHash } });
      return { success: true, data: { safeTxHash } };
    });
    const service = await startSafeTransactionService(safeAddress, () => queued.map((q) => q.stored));
    try {
      /** A browser profile: its own storage, the same Safe and chain. */
      const profile = () => safeAppEngine(host);
      const first = profile();
      const queue = () =>
        readSafeQueue(first, { serviceUrl: service.url, safe: safeAddress, bulkSend: env.chain.bulkSend });
      const plan = (config: ReturnType<typeof profile>, list: typeof rows) =>
        planRun(config, { sender: safeAddress, bulkSend: env.chain.bulkSend, token: env.chain.demoToken, rows: list });

      const run = await plan(first, rows);
      expect((await proposeSafeRun(first, { run, queue })).chunks.map((c) => c.status)).toEqual([
        'submitted',
        'submitted',
      ]);
      expect(queued).toHaveLength(2);
      // The queue as the service gives it, decoded like an executed Safe transaction: each proposal's batch and payees.
      const read = await queue();
      expect(read.map((p) => [p.nonce, p.safeTxHash, p.calls.map((c) => [c.batchId, c.recipients.length])])).toEqual(
        queued.map((q, i) => [BigInt(i), q.stored.safeTxHash.toLowerCase(), [[run.chunks[i]?.batchId, 150]]]),
      );
      expect(service.asked.at(-1)).toBe(
        `/api/v1/safes/${safeAddress}/multisig-transactions/?executed=false&nonce__gte=0&limit=100`,
      );
      // Read on a chain whose BulkSend is newer than the one proposed to (v2 proposals still queued after v3): given
      // every BulkSend, the older one's calls are decoded; given only the newest, the proposals name no payee.
      const newer = `0x${'b3'.repeat(20)}`;
      const payees = async (bulkSend: string[]) =>
        (await readSafeQueue(first, { serviceUrl: service.url, safe: safeAddress, bulkSend })).map((p) =>
          p.calls.map((c) => c.recipients.length),
        );
      expect(await payees([newer, env.chain.bulkSend])).toEqual([[150], [150]]);
      expect(await payees([newer])).toEqual([[], []]);

      // Another profile, the list without its line 1 (new batch ids, lines renumbered): told before anything is
      // proposed which queued proposal holds which of its lines.
      const edited = rows.slice(1).map((row, i) => ({ ...row, line: i + 1 }));
      const other = profile();
      const asked = host.messages.length;
      const refusal = await proposeSafeRun(other, { run: await plan(other, edited), queue }).catch((e: unknown) => e);
      expect(refusal).toMatchObject({
        name: 'SafeQueueHoldsLinesError',
        messageKey: 'safeQueueHoldsLines',
        messageParams: { count: 2, proposals: '#0 1–149; #1 150–299' },
      });
      const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
      expect((refusal as { proposals: unknown }).proposals).toEqual([
        { safeTxHash: queued[0]?.stored.safeTxHash.toLowerCase(), nonce: 0n, lines: lines(1, 149) },
        { safeTxHash: queued[1]?.stored.safeTxHash.toLowerCase(), nonce: 1n, lines: lines(150, 299) },
      ]);
      // A third profile with the same list: told too (its batch ids are the queued ones, its lines 1–150 and 151–300).
      const same = profile();
      await expect(proposeSafeRun(same, { run: await plan(same, rows), queue })).rejects.toMatchObject({
        messageParams: { count: 2, proposals: '#0 1–150; #1 151–300' },
      });
      // The profile that made them follows them as its own: nothing to tell, nothing proposed again.
      await proposeSafeRun(first, { run, queue });
      expect(host.messages.length).toBe(asked);

      // A service that does not answer: never read as an empty queue, nothing proposed.
      service.failWith = 503;
      await expect(proposeSafeRun(other, { run: await plan(other, edited), queue })).rejects.toMatchObject({
        name: 'SafeQueueReadError',
        messageKey: 'safeQueueUnreadable',
      });
      expect(host.messages.length).toBe(asked);
      service.failWith = null;

      // The owners execute the queue: every recipient paid once, and the queue (nonces from the Safe's next) is empty.
      for (const { txs } of queued) {
        expect(
          (await executeProposal(safe, CHAIN_ID, txs, [owners[0], owners[1]] as Wallet[], owners[0] as Wallet))?.status,
        ).toBe(1);
      }
      expect(await queue()).toEqual([]);
      expect(await Promise.all(rows.map((r) => env.tokenBalance(r.address)))).toEqual(rows.map((r) => r.value));
    } finally {
      await service.close();
    }
  });
});

const bulkSendSelector = (name: string) => bulkSendInterface.getFunction(name)?.selector ?? '';
