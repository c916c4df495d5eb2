// The sender seam (issue 36): a way of signing is one file implementing `RunSender`, and the engine's one loop does
// the rest. Two senders here run whole runs through that loop on the local chain, each ending on every recipient's
// balance: a fifth sender defined in this file (an EOA relayer signing with its own key, sending raw transactions,
// no wallet at all), and the Safe Transaction Builder file sender (files executed later by the Safe's owners). And the
// loop's own check before any signature, for all five senders: a BulkSend v3 run whose batch ids are not bound to the
// sender that would pay on this chain is refused by name, nothing asked.

import {
  chainProvider,
  createSafe,
  deploySafeContracts,
  execSafeTransaction,
  safeTransactionOf,
  signSafeTransaction,
} from '@fanout/test-chain/safe-contracts';
import { Contract, Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployBulkSendV3 } from '../../test/deployBulkSendV3.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { fakeSafeHost } from '../../test/fakeSafeHost.js';
import { eip5792Sender } from '../bulkSend5792/eip5792Sender.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { safeFileSender } from '../safe/safeFileSender.js';
import type { TransactionBuilderFile } from '../safe/TransactionBuilderFile.js';
import { safeAppSender } from '../safeApps/safeAppSender.js';
import { approveRun } from './approveRun.js';
import { assetOf } from './assetOf.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { chunkGasFormula } from './chunkGasFormula.js';
import { erc20Interface } from './contractInterfaces.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { eip1193Sender } from './eip1193Sender.js';
import { planRun } from './planRun.js';
import type { RunEvent } from './RunEvent.js';
import { type RunSender, type RunSubmission, SILENT } from './RunSender.js';
import { reconcileRun } from './reconcileRun.js';
import { sendRun } from './sendRun.js';
import { WalletMismatchError } from './WalletMismatchError.js';

const env = useEngineChain();
const CHAIN_ID = 137;
const key = (i: number) => env.chain.accounts[i]?.privateKey as string;

/** The node, refusing to sign for anyone: whatever pays, pays through its sender. */
const readOnly = (): Eip1193Provider => ({
  request: async (args) => {
    if (args.method === 'eth_sendTransaction' || args.method === 'wallet_sendCalls') {
      throw Object.assign(new Error(`${args.method} is not offered here`), { code: 4200 });
    }
    return env.rpc.request(args);
  },
});

/**
 * The fifth sender, the whole of it: an EOA relayer with its own key. It signs each call itself and hands the raw
 * transaction to the node (`eth_sendRawTransaction`): its shape is `transaction`, and it says nothing once sent
 * (the hash and its nonce tell). `onSubmit` sees every request as it arrives.
 */
function relayerSender(privateKey: string, onSubmit: (request: RunSubmission) => Promise<void>): RunSender {
  const relayer = new Wallet(privateKey);
  return {
    kind: 'relayer',
    async assertReady(run: BulkSendRun) {
      const chainId = Number(BigInt(await env.request<string>('eth_chainId')));
      if (chainId !== run.chainId) throw new WalletMismatchError('chain', String(run.chainId), String(chainId));
      if (run.sender.toLowerCase() !== relayer.address.toLowerCase()) {
        throw new WalletMismatchError('account', run.sender, relayer.address);
      }
    },
    shape: async () => ({ attempt: 'transaction', maxCalls: 1, maxChunks: 1 }),
    async submit(request: RunSubmission) {
      await onSubmit(request);
      const [call] = request.calls;
      if (!call) throw new Error('nothing to relay');
      const nonce = Number(BigInt(await env.request<string>('eth_getTransactionCount', [relayer.address, 'pending'])));
      const { fees } = request;
      const raw = await relayer.signTransaction({
        chainId: request.chainId,
        nonce,
        to: call.to,
        data: call.data,
        value: call.value,
        gasLimit: call.gas,
        ...(fees.type === 'eip1559'
          ? { type: 2, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
          : { type: 0, gasPrice: fees.gasPrice }),
      });
      return { hash: await env.request<`0x${string}`>('eth_sendRawTransaction', [raw]) };
    },
    follow: async () => SILENT,
  };
}

const rowsOf = (n: number, salt: number) =>
  freshAddresses(n, salt).map((address, i) => ({ line: i + 1, address, value: BigInt(i + 1) * 1_000_003n }));

async function expectEachPaidOnce(rows: readonly { address: string; value: bigint }[]) {
  expect(await Promise.all(rows.map((r) => env.tokenBalance(r.address)))).toEqual(rows.map((r) => r.value));
}

describe('a fifth sender is one file: an EOA relayer through the engine’s one loop', () => {
  it('approves, simulates, stores each attempt before the relayer is asked, pays every line once; a second run asks nothing', async () => {
    const storage = createMemoryRunStorage();
    const asked: { what: string; stored: string | undefined }[] = [];
    let runId = '';
    const sender = relayerSender(key(1), async (request) => {
      // What a reload at this moment would find: the attempt is in storage before the request.
      const stored = await storage.load(runId);
      const index = request.chunks[0];
      asked.push({
        what: index === undefined ? 'approval' : `chunk ${index}`,
        stored: index === undefined ? stored?.approvals.at(-1)?.status : stored?.chunks[index]?.status,
      });
    });
    const config = createBulkSendConfig({
      provider: readOnly(),
      reader: env.rpc,
      chainId: CHAIN_ID,
      sender,
      storage,
      pollIntervalMs: 20,
      maxPollIntervalMs: 200,
      confirmTimeoutMs: 10_000,
    });
    const rows = rowsOf(7, 91);
    const run = await planRun(config, {
      sender: env.chain.accounts[1]?.address as string,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
      maxChunkSize: 3,
    });
    runId = run.id;
    const events: string[] = [];
    const onProgress = (event: RunEvent) => {
      if (event.type === 'chunk') events.push(`${event.step} ${event.chunkIndex}`);
      if (event.type === 'approval') events.push(`approval ${event.step}`);
    };

    const paid = await sendRun(config, { run, onProgress });
    expect(paid.status).toBe('finished');
    expect(asked).toEqual([
      { what: 'approval', stored: 'signing' },
      { what: 'chunk 0', stored: 'signing' },
      { what: 'chunk 1', stored: 'signing' },
      { what: 'chunk 2', stored: 'signing' },
    ]);
    expect(events).toEqual([
      'approval signing',
      'approval submitted',
      'approval confirmed',
      ...[0, 1, 2].flatMap((i) => [`simulating ${i}`, `signing ${i}`, `submitted ${i}`, `confirmed ${i}`]),
    ]);
    // Paid is what the chain says: each chunk's receipt is a transaction the relayer sent, carrying its BatchSent.
    for (const chunk of paid.chunks) {
      const tx = await env.request<{ from: string }>('eth_getTransactionByHash', [chunk.receipt?.hash]);
      expect(tx.from.toLowerCase()).toBe(run.sender.toLowerCase());
    }
    await expectEachPaidOnce(rows);
    expect(await env.allowance(run.sender, env.chain.bulkSend)).toBe(0n);

    // Sent again (a reload, another press): the chain says every chunk is paid, the relayer is asked nothing.
    const again = await sendRun(config, { run });
    expect(again.status).toBe('finished');
    expect(asked).toHaveLength(4);
    await expectEachPaidOnce(rows);
  });
});

describe('the Safe Transaction Builder file sender through the same loop', () => {
  it('makes the files (each attempt stored first), the owners execute them later; paid once, never a file twice', async () => {
    const provider = chainProvider(env.chain.rpcUrl, CHAIN_ID);
    const funder = new Wallet(key(0), provider);
    const owners = [3, 4, 5].map((i) => new Wallet(key(i), provider));
    const contracts = await deploySafeContracts(funder as Wallet & { provider: typeof provider });
    const safe = await createSafe(
      funder,
      contracts,
      owners.map((o) => o.address),
      2,
    );
    const safeAddress = (await safe.getAddress()) as `0x${string}`;
    const rows = rowsOf(6, 92);
    const total = rows.reduce((sum, r) => sum + r.value, 0n);
    const token = new Contract(env.chain.demoToken, erc20Interface, funder);
    await (await token.getFunction('transfer')(safeAddress, total)).wait();
    await (await funder.sendTransaction({ to: safeAddress, value: 10n ** 18n })).wait();

    const storage = createMemoryRunStorage();
    const planner = createBulkSendConfig({ provider: env.rpc, reader: env.rpc, chainId: CHAIN_ID, storage });
    const run = await planRun(planner, {
      sender: safeAddress,
      bulkSend: env.chain.bulkSend,
      token: env.chain.demoToken,
      rows,
      maxChunkSize: 2,
    });
    // Two chunks fit under this cap, three do not: the run's three chunks go in two files.
    const [gas0, gas1] = run.chunks.map((chunk) => chunkGasFormula(assetOf(planner, run), run, chunk));
    const files: TransactionBuilderFile[] = [];
    const storedWhenMade: (string | undefined)[] = [];
    const sender = safeFileSender({
      safe: safeAddress,
      chainId: CHAIN_ID,
      maxGas: (gas0 ?? 0n) + (gas1 ?? 0n),
      async deliver(file, batch) {
        const stored = await storage.load(run.id);
        storedWhenMade.push(batch.chunks.map((i) => stored?.chunks[i]?.status).join(','));
        files.push(JSON.parse(JSON.stringify(file)) as TransactionBuilderFile);
      },
    });
    const config = createBulkSendConfig({ provider: readOnly(), reader: env.rpc, chainId: CHAIN_ID, sender, storage });

    const made = await sendRun(config, { run });
    // Made is not paid: the chunks wait for the owners.
    expect(made.status).toBe('sending');
    expect(made.chunks.map((c) => c.status)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(files.map((file) => file.transactions.length)).toEqual([3, 2]); // approval + 2 chunks; approval + 1 chunk
    expect(storedWhenMade.every((s) => s?.split(',').every((status) => status === 'signing'))).toBe(true);
    await expect(Promise.all(rows.map((r) => env.tokenBalance(r.address)))).resolves.toEqual(rows.map(() => 0n));
    // Sent again before the owners act: nothing is made twice.
    const count = files.length;
    await sendRun(config, { run });
    expect(files).toHaveLength(count);

    // The owners import each file and execute it (two of three sign), in any order.
    for (const file of [...files].reverse()) {
      const nonce = (await safe.getFunction('nonce')()) as bigint;
      const tx = safeTransactionOf(file.transactions, nonce);
      const signatures = await signSafeTransaction(safeAddress, CHAIN_ID, tx, [
        owners[2] as Wallet,
        owners[0] as Wallet,
      ]);
      await (await execSafeTransaction(safe, owners[0] as Wallet, tx, signatures)).wait();
    }
    const paid = await reconcileRun(config, { run });
    expect(paid.status).toBe('finished');
    await expectEachPaidOnce(rows);
    expect(await env.tokenBalance(safeAddress)).toBe(0n);
    // Another press: nothing left to pay, no file made.
    await sendRun(config, { run });
    expect(files).toHaveLength(count);
  });
});

describe('a v3 run whose batch ids are bound to another sender: every sender refuses by name, nothing signed', () => {
  let bulkSendV3 = '' as `0x${string}`;
  beforeAll(async () => {
    bulkSendV3 = (await deployBulkSendV3(env, env.chain.accounts[0]?.address as string)).address;
  }, 60_000);

  it('the wallet, EIP-5792 bundles, the Safe App, Safe files and the relayer: BatchIdNotForSender before any request', async () => {
    const payer = env.chain.accounts[1]?.address as `0x${string}`;
    const safe = freshAddresses(1, 94)[0] as `0x${string}`;
    // Planned for account 2 (its ids bound to account 2 on chain 137), then handed over as another sender's run: an
    // edited stored run, or a run made for someone else.
    const planner = createBulkSendConfig({
      provider: env.rpc,
      reader: env.rpc,
      chainId: CHAIN_ID,
      bulkSendVersion: 'v3',
    });
    const planned = await planRun(planner, {
      sender: env.chain.accounts[2]?.address as string,
      bulkSend: bulkSendV3,
      token: env.chain.demoToken,
      rows: rowsOf(4, 93),
      maxChunkSize: 2,
    });
    expect(planned.bulkSendVersion).toBe('v3');
    /** What any sender was asked to sign: wallet requests and `submit` calls. */
    const signed: string[] = [];
    const wallet = (atomic: boolean): Eip1193Provider => ({
      request: async (args) => {
        if (args.method === 'eth_accounts') return [payer];
        if (args.method === 'wallet_getCapabilities')
          return atomic ? { '0x89': { atomic: { status: 'supported' } } } : {};
        if (['eth_sendTransaction', 'wallet_sendCalls', 'eth_signTransaction'].includes(args.method)) {
          signed.push(args.method);
          throw Object.assign(new Error('not signed here'), { code: 4001 });
        }
        return env.rpc.request(args);
      },
    });
    const host = fakeSafeHost(() => {
      signed.push('propose');
      return undefined;
    });
    const senders: [RunSender, `0x${string}`][] = [
      [eip1193Sender(wallet(false)), payer],
      [eip5792Sender(wallet(true)), payer],
      [
        safeAppSender({ safeAddress: safe, chainId: CHAIN_ID, threshold: 1, owners: [payer] }, { window: host.window }),
        safe,
      ],
      [safeFileSender({ safe, chainId: CHAIN_ID, deliver: () => void signed.push('file') }), safe],
      [relayerSender(key(1), async () => void signed.push('relay')), payer],
    ];
    for (const [inner, sender] of senders) {
      const spied: RunSender = {
        ...inner,
        submit(request) {
          signed.push(`submit ${inner.kind}`);
          return inner.submit(request);
        },
      };
      const config = createBulkSendConfig({
        provider: readOnly(),
        reader: env.rpc,
        chainId: CHAIN_ID,
        bulkSendVersion: 'v3',
        sender: spied,
        storage: createMemoryRunStorage(),
      });
      const run: BulkSendRun = { ...planned, sender };
      const refusal = { errorName: 'BatchIdNotForSender', messageKey: 'bulkSendBatchIdNotForSender' };
      await expect(sendRun(config, { run }), inner.kind).rejects.toMatchObject({
        ...refusal,
        messageParams: { chunk: '1', sender, chainId: String(CHAIN_ID) },
      });
      await expect(approveRun(config, { run }), inner.kind).rejects.toMatchObject(refusal);
    }
    expect(signed).toEqual([]);
    expect(await env.allowance(payer, bulkSendV3)).toBe(0n);
  });
});
