// Runs through BulkSend v3 on the local chain (v3 deployed beside the chain's v2 by the test): batch ids bound to the
// chain and the sender, v3's calldata for ERC-20 (with the total), the coin, ERC-721 (the entry without the code check
// only for a chunk whose every recipient had no code at plan time and right before signing) and ERC-1155 packed;
// every holding checked on chain; a v3 id replayed by another sender refused by name; a v2 payment recognised in the
// history read of a v3 run.
import { BulkSendV3__factory, bulkSendV3Abi, isBatchIdFor } from '@fanout/contracts';
import { getAddress, getCreateAddress, Interface } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { balance1155, deployNft, deployNftWallet, mint721, mint1155, ownerOf } from '../../test/deployNft.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import { BULK_SEND_DEFAULT_ASSETS } from '../bulkSend/BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { ChunkSimulationError } from '../bulkSend/ChunkSimulationError.js';
import { createBulkSendConfig } from '../bulkSend/createBulkSendConfig.js';
import { createMemoryRunStorage } from '../bulkSend/createMemoryRunStorage.js';
import { decodeBulkSendCall } from '../bulkSend/decodeBulkSendCall.js';
import { decodeRevert } from '../bulkSend/decodeRevert.js';
import { paidLinesOnChain } from '../bulkSend/paidLinesOnChain.js';
import { type PlanRunRow, planRun } from '../bulkSend/planRun.js';
import { quoteRun } from '../bulkSend/quoteRun.js';
import { readSenderHistory } from '../bulkSend/readSenderHistory.js';
import { sendRun } from '../bulkSend/sendRun.js';
import { simulateChunk } from '../bulkSend/simulateChunk.js';
import { erc721Asset } from './erc721Asset.js';
import { erc1155Asset } from './erc1155Asset.js';

const env = useEngineChain();
const v3 = new Interface(bulkSendV3Abi);
const deployer = () => env.chain.accounts[0]?.address as `0x${string}`;
const sender = () => env.chain.accounts[1]?.address as `0x${string}`;
const other = () => env.chain.accounts[2]?.address as `0x${string}`;
let bulkSendV3 = '' as `0x${string}`;
let v3DeployBlock = 0n;

beforeAll(async () => {
  const { data } = await new BulkSendV3__factory().getDeployTransaction(deployer());
  const hash = await env.request<string>('eth_sendTransaction', [{ from: deployer(), data }]);
  const receipt = await env.request<{ contractAddress: `0x${string}`; status: string; blockNumber: string }>(
    'eth_getTransactionReceipt',
    [hash],
  );
  expect(receipt.status).toBe('0x1');
  bulkSendV3 = receipt.contractAddress;
  v3DeployBlock = BigInt(receipt.blockNumber);
}, 60_000);

function engine(bulkSendVersion?: 'v3') {
  return createBulkSendConfig({
    provider: faultyWallet(env.rpc, {}, {}, sender()),
    reader: env.rpc,
    chainId: 137,
    storage: createMemoryRunStorage(),
    assets: [...BULK_SEND_DEFAULT_ASSETS, erc721Asset, erc1155Asset],
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
    ...(bulkSendVersion ? { bulkSendVersion } : {}),
  });
}

const coinRows = (to: readonly string[]) =>
  to.map((address, i) => ({ line: i + 2, address, value: BigInt(i + 1) * 1_000_000n }));
const nftRows = (to: readonly string[], ids: readonly bigint[], amounts?: readonly bigint[]): PlanRunRow[] =>
  ids.map((tokenId, i) => ({ line: i + 2, to: to[i] as string, tokenId, amount: amounts?.[i] ?? 1n }));

/** The v3 entry point each paid chunk went through, and its decoded arguments, read from its transaction. */
async function callsOf(run: BulkSendRun) {
  return Promise.all(
    run.chunks.map(async (chunk) => {
      const tx = await env.request<{ input: string; to: string }>('eth_getTransactionByHash', [chunk.receipt?.hash]);
      expect(tx.to.toLowerCase()).toBe(bulkSendV3.toLowerCase());
      const parsed = v3.parseTransaction({ data: tx.input });
      return { name: parsed?.name ?? '', args: parsed?.args ?? [], input: tx.input };
    }),
  );
}

async function batchCount(owner: string): Promise<bigint> {
  const data = v3.encodeFunctionData('batchCount', [owner]);
  return BigInt(await env.request<string>('eth_call', [{ to: bulkSendV3, data }, 'latest']));
}

describe('runs through BulkSend v3', () => {
  it('ERC-20: ids bound to chain and sender, the total in the call, every recipient paid once; a replay by another sender is refused by name', async () => {
    const to = freshAddresses(7, 301);
    const plan = (config: ReturnType<typeof engine>, bulkSend: string) =>
      planRun(config, { sender: sender(), bulkSend, token: env.chain.demoToken, rows: coinRows(to), maxChunkSize: 3 });
    const run = await plan(engine('v3'), bulkSendV3);
    expect(run.bulkSendVersion).toBe('v3');
    // The same content hash as a v2 run of the list at that address, its top 16 bytes replaced by the sender's tag.
    const unbound = await planRun(engine(), {
      sender: sender(),
      bulkSend: bulkSendV3,
      token: env.chain.demoToken,
      rows: coinRows(to),
      maxChunkSize: 3,
    });
    expect(unbound.bulkSendVersion).toBeUndefined();
    for (const [i, chunk] of run.chunks.entries()) {
      expect(isBatchIdFor(chunk.batchId, 137, sender())).toBe(true);
      expect(chunk.batchId.slice(34)).toBe(unbound.chunks[i]?.batchId.slice(34));
      expect(chunk.batchId).not.toBe(unbound.chunks[i]?.batchId);
    }

    // Before the approval the node cannot estimate: the formula covers v3's batch record (a first batch pays 25,300 more).
    const quote = await quoteRun(engine('v3'), { run });
    expect(quote.chunks.map((c) => c.gasSource)).toEqual(['formula', 'formula', 'formula']);
    const done = await sendRun(engine('v3'), { run, approve: true });
    expect(done.status).toBe('finished');
    for (const line of run.lines) expect(await env.tokenBalance(line.address)).toBe(line.amount);
    for (const [i, chunk] of done.chunks.entries()) {
      expect(quote.chunks[i]?.gas).toBeGreaterThanOrEqual(chunk.receipt?.gasUsed ?? 0n);
    }
    const calls = await callsOf(done);
    expect(calls.map((c) => c.name)).toEqual(['sendErc20Packed', 'sendErc20Packed', 'sendErc20Packed']);
    expect(calls.map((c) => c.args[2])).toEqual(run.chunks.map((c) => c.total));
    expect(await batchCount(sender())).toBe(3n);
    // Read back as what it paid (token, bound id, every recipient and amount).
    expect(decodeBulkSendCall(calls[0]?.input ?? '')).toEqual({
      token: env.chain.demoToken,
      batchId: run.chunks[0]?.batchId,
      recipients: run.lines.slice(0, 3).map((l) => ({ address: l.address, amount: l.amount })),
    });

    // Another sender replays chunk 2's call (a Safe file imported elsewhere): refused before the batch record.
    const replay = await env
      .request('eth_call', [{ from: other(), to: bulkSendV3, data: calls[1]?.input }, 'latest'])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(decodeRevert(replay)).toMatchObject({
      errorName: 'BatchIdNotForSender',
      args: [other(), 137n, calls[1]?.args[1]],
    });
    for (const line of run.lines) expect(await env.tokenBalance(line.address)).toBe(line.amount);
  });

  it('the coin: sendEthPacked with bound ids pays every recipient once', async () => {
    const to = freshAddresses(4, 302);
    const config = engine('v3');
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: bulkSendV3,
      token: null,
      rows: coinRows(to),
      maxChunkSize: 2,
    });
    const done = await sendRun(config, { run });
    expect(done.status).toBe('finished');
    for (const line of run.lines) expect(await env.coinBalance(line.address)).toBe(line.amount);
    expect((await callsOf(done)).map((c) => c.name)).toEqual(['sendEthPacked', 'sendEthPacked']);
    expect(done.chunks.every((c) => isBatchIdFor(c.batchId, 137, sender()))).toBe(true);
    // The engine names it too, when a run is simulated for another sender than its ids were made for (a copied run).
    const simulated = await simulateChunk(config, { run: { ...run, sender: other() }, chunkIndex: 1 }).catch(
      (e: unknown) => e,
    );
    expect(simulated).toBeInstanceOf(ChunkSimulationError);
    expect(simulated).toMatchObject({ errorName: 'BatchIdNotForSender' });
  });

  it('ERC-721: the entry without the code check only for a chunk whose recipients had no code at plan time and still none before signing', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc721');
    await mint721(env.rpc, deployer(), token, sender(), 1n, 9);
    const wallet = await deployNftWallet(env.rpc, deployer());
    // No code when planned; a contract deployed there before signing (a counterfactual wallet).
    const nonce = Number(BigInt(await env.request<string>('eth_getTransactionCount', [deployer(), 'latest'])));
    const later = getCreateAddress({ from: deployer(), nonce }) as `0x${string}`;
    const fresh = freshAddresses(7, 303);
    const to = [fresh[0], fresh[1], fresh[2], fresh[3], wallet, fresh[4], fresh[5], later, fresh[6]] as string[];
    const ids = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n];
    const config = engine('v3');
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: bulkSendV3,
      token,
      standard: 'erc721',
      rows: nftRows(to, ids),
      maxChunkSize: 3,
    });
    expect(run.chunks.map((c) => c.recipientsWithoutCode ?? false)).toEqual([true, false, true]);
    expect((await deployNftWallet(env.rpc, deployer())).toLowerCase()).toBe(later.toLowerCase());

    const done = await sendRun(config, { run, approve: true });
    expect(done.status).toBe('finished');
    for (const [i, id] of ids.entries()) expect(await ownerOf(env.rpc, token, id)).toBe(to[i]?.toLowerCase());
    expect((await callsOf(done)).map((c) => c.name)).toEqual([
      'sendErc721PackedToEoas',
      'sendErc721Packed',
      'sendErc721Packed',
    ]);
    // The history names every id, whichever v3 entry paid it.
    const history = await readSenderHistory(config, {
      bulkSend: bulkSendV3,
      sender: sender(),
      token: token as `0x${string}`,
    });
    expect(history.complete).toBe(true);
    expect(history.payments.flatMap((p) => p.recipients ?? []).map((r) => r.tokenId)).toEqual(ids);
  });

  it('ERC-1155 one id with an amount each: v3 packed entries with the total', async () => {
    const token = await deployNft(env.rpc, deployer(), 'erc1155');
    await mint1155(env.rpc, deployer(), token, sender(), 7n, 1, 1_000n);
    const to = freshAddresses(3, 304);
    const amounts = [1n, 300n, 2n];
    const config = engine('v3');
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: bulkSendV3,
      token,
      standard: 'erc1155',
      rows: nftRows(to, [7n, 7n, 7n], amounts),
    });
    const done = await sendRun(config, { run, approve: true });
    expect(done.status).toBe('finished');
    for (const [i, address] of to.entries()) expect(await balance1155(env.rpc, token, address, 7n)).toBe(amounts[i]);
    const [call] = await callsOf(done);
    expect([call?.name, call?.args[3], call?.args[4]]).toEqual(['sendErc1155Packed', 303n, 2n]);
    const history = await readSenderHistory(config, {
      bulkSend: bulkSendV3,
      sender: sender(),
      token: token as `0x${string}`,
    });
    expect(history.payments.flatMap((p) => p.recipients ?? [])).toEqual(
      to.map((address, i) => ({ address: getAddress(address), amount: amounts[i], tokenId: 7n })),
    );
  });

  it('a list paid through v2 is recognised in the history read of its v3 run (both addresses read)', async () => {
    const to = freshAddresses(3, 305);
    const v2Config = engine();
    const paid = await sendRun(v2Config, {
      run: await planRun(v2Config, {
        sender: sender(),
        bulkSend: env.chain.bulkSend,
        token: env.chain.demoToken,
        rows: coinRows(to),
      }),
      approve: true,
    });
    expect(paid.status).toBe('finished');
    const config = engine('v3');
    const run = await planRun(config, {
      sender: sender(),
      bulkSend: bulkSendV3,
      token: env.chain.demoToken,
      rows: coinRows(to),
    });
    const v3Only = await readSenderHistory(config, { bulkSend: run.bulkSend, sender: sender(), token: run.token });
    expect(paidLinesOnChain(run, v3Only.payments)).toEqual([]);
    const both = await readSenderHistory(config, {
      bulkSend: [env.chain.bulkSend as `0x${string}`, run.bulkSend],
      sender: sender(),
      token: run.token,
    });
    expect(both.complete).toBe(true);
    expect(paidLinesOnChain(run, both.payments).map((l) => [l.line, l.paidAmount, l.hash])).toEqual(
      run.lines.map((l) => [l.line, l.amount, paid.chunks[0]?.receipt?.hash]),
    );
    // From v3's deployment on, v3's history is whole, but v2 existed before it: the read of both says so.
    const since = { sender: sender(), token: run.token, fromBlock: v3DeployBlock };
    expect((await readSenderHistory(config, { ...since, bulkSend: run.bulkSend })).coversDeployment).toBe(true);
    const bothSince = await readSenderHistory(config, {
      ...since,
      bulkSend: [env.chain.bulkSend as `0x${string}`, run.bulkSend],
    });
    expect(bothSince.coversDeployment).toBe(false);
  });
});
