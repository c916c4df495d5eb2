// The recipients' side of the ledger (issue 37, finding 5): account A paid chunk 1 of a list; account B, on another
// device, pastes the same list. B's own history knows nothing of it; readRecipientPayments finds what the list's
// recipients received through BulkSend from any sender, with that sender, on the local chain.
import { getAddress } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployBulkSendV3 } from '../../test/deployBulkSendV3.js';
import { deployForwarder, forwarderInterface } from '../../test/deployForwarder.js';
import { balance1155, deployNft, mint1155 } from '../../test/deployNft.js';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { faultyWallet } from '../../test/faultyWallet.js';
import { erc1155Asset } from '../bulkSendNft/erc1155Asset.js';
import { BULK_SEND_DEFAULT_ASSETS } from './BULK_SEND_DEFAULT_ASSETS.js';
import { bulkSendInterface } from './contractInterfaces.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { planRun } from './planRun.js';
import { readRecipientPayments } from './readRecipientPayments.js';
import { readSenderHistory } from './readSenderHistory.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const deployer = () => env.chain.accounts[0]?.address as `0x${string}`;
const accountA = () => env.chain.accounts[1]?.address as `0x${string}`;
const accountB = () => env.chain.accounts[2]?.address as `0x${string}`;
const bulkSend = () => env.chain.bulkSend as `0x${string}`;
const token = () => env.chain.demoToken as `0x${string}`;
let v3 = '' as `0x${string}`;

beforeAll(async () => {
  v3 = (await deployBulkSendV3(env, deployer())).address;
}, 60_000);

function engine(sender: `0x${string}`, faults: Parameters<typeof faultyWallet>[1] = {}) {
  return createBulkSendConfig({
    provider: faultyWallet(env.rpc, faults, {}, sender),
    reader: env.rpc,
    chainId: 137,
    storage: createMemoryRunStorage(),
    assets: [...BULK_SEND_DEFAULT_ASSETS, erc1155Asset],
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
    sleep: async () => {},
  });
}

const rows = (to: readonly string[]) =>
  to.map((address, i) => ({ line: i + 2, address, value: BigInt(i + 1) * 1_000n }));

/** Account A pays chunk 1 (lines 1–3) of a 7-line list; the wallet refuses chunk 2. */
async function aPaysChunkOne(list: readonly `0x${string}`[], tokenAddress: `0x${string}` | null) {
  const config = engine(accountA(), { 2: 'reject' });
  const run = await planRun(config, {
    sender: accountA(),
    bulkSend: bulkSend(),
    token: tokenAddress,
    rows: rows(list),
    maxChunkSize: 3,
  });
  await sendRun(config, { run, approve: true }).catch(() => undefined);
  const paid = list.slice(0, 3);
  for (const [i, address] of list.entries()) {
    const held = tokenAddress ? await env.tokenBalance(address) : await env.coinBalance(address);
    expect(held, `line ${i + 2}`).toBe(i < 3 ? BigInt(i + 1) * 1_000n : 0n);
  }
  return { run, paid };
}

describe('readRecipientPayments: what a list’s recipients received through BulkSend, from any sender', () => {
  it('ERC-20: B’s own history is empty, the recipients’ read names the 3 lines A paid, with A, amounts and the transaction (in topic groups of 100)', async () => {
    const list = freshAddresses(7, 501);
    const { paid } = await aPaysChunkOne(list, token());
    const mine = await readSenderHistory(engine(accountB()), {
      bulkSend: bulkSend(),
      sender: accountB(),
      token: token(),
    });
    expect(mine.payments).toEqual([]); // today's check: nothing for B

    // The list among 250 addresses: three topic groups.
    const others = freshAddresses(243, 502);
    const read = await readRecipientPayments(engine(accountB()), {
      bulkSend: [bulkSend(), v3],
      token: token(),
      recipients: [...others.slice(0, 100), ...list, ...others.slice(100)],
    });
    expect(read).toMatchObject({ complete: true, unread: [] });
    expect(new Set(read.payments.map((payment) => payment.hash)).size).toBe(1); // chunk 1's transaction
    expect(read.payments).toEqual(
      paid.map((address, i) => ({
        recipient: getAddress(address),
        sender: getAddress(accountA()),
        amount: BigInt(i + 1) * 1_000n,
        hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        blockNumber: expect.any(BigInt),
        timestamp: expect.any(Number),
      })),
    );
    // Another token, or the coin: nothing.
    const coin = await readRecipientPayments(engine(accountB()), {
      bulkSend: bulkSend(),
      token: null,
      recipients: list,
    });
    expect(coin.payments).toEqual([]);
  });

  it('the coin: a direct BulkSend call is read from its calldata; one through another contract is named unread, with who called', async () => {
    const list = freshAddresses(7, 503);
    const { paid } = await aPaysChunkOne(list, null);
    const forwarder = await deployForwarder(env.rpc, deployer());
    const words = [(5n << 160n) | BigInt(list[5] as string)];
    await env.request('eth_sendTransaction', [
      {
        from: deployer(),
        to: forwarder,
        data: forwarderInterface.encodeFunctionData('forward', [
          bulkSend(),
          bulkSendInterface.encodeFunctionData('sendEthPacked', [`0x${'cd'.repeat(32)}`, words]),
        ]),
        value: `0x${(10n ** 18n).toString(16)}`,
      },
    ]);
    expect(await env.coinBalance(list[5] as string)).toBe(5n);
    const read = await readRecipientPayments(engine(accountB()), {
      bulkSend: bulkSend(),
      token: null,
      recipients: list,
    });
    expect(read.complete).toBe(true);
    expect(read.payments.map((p) => [p.recipient, p.sender, p.amount])).toEqual(
      paid.map((address, i) => [getAddress(address), getAddress(accountA()), BigInt(i + 1) * 1_000n]),
    );
    expect(read.unread).toEqual([
      {
        sender: getAddress(forwarder),
        hash: expect.any(String),
        blockNumber: expect.any(BigInt),
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('ERC-1155 through v3: the TransferSingle logs to the recipients name the sender, the id and the amounts', async () => {
    const nft = await deployNft(env.rpc, deployer(), 'erc1155');
    await mint1155(env.rpc, deployer(), nft, accountA(), 7n, 1, 1_000n);
    const to = freshAddresses(3, 504);
    const config = engine(accountA());
    const run = await planRun(config, {
      sender: accountA(),
      bulkSend: v3,
      bulkSendVersion: 'v3',
      token: nft as `0x${string}`,
      standard: 'erc1155',
      rows: to.map((address, i) => ({ line: i + 2, to: address, tokenId: 7n, amount: BigInt(i + 1) })),
    });
    expect((await sendRun(config, { run, approve: true })).status).toBe('finished');
    for (const [i, address] of to.entries()) expect(await balance1155(env.rpc, nft, address, 7n)).toBe(BigInt(i + 1));
    const read = await readRecipientPayments(engine(accountB()), {
      bulkSend: [bulkSend(), v3],
      token: nft as `0x${string}`,
      recipients: [to[2] as string, to[0] as string],
    });
    expect(read.payments.map((p) => [p.recipient, p.sender, p.tokenId, p.amount])).toEqual([
      [getAddress(to[0] as string), getAddress(accountA()), 7n, 1n],
      [getAddress(to[2] as string), getAddress(accountA()), 7n, 3n],
    ]);
  });

  it('reads from a block (the window of the sender’s own read) and names a bad address before asking the node', async () => {
    const list = freshAddresses(7, 505);
    await aPaysChunkOne(list, token());
    const after = BigInt(await env.request<string>('eth_blockNumber')) + 1n;
    const later = await readRecipientPayments(engine(accountB()), {
      bulkSend: bulkSend(),
      token: token(),
      recipients: list,
      fromBlock: after,
    });
    expect(later).toMatchObject({ complete: true, payments: [], fromBlock: after });
    await expect(
      readRecipientPayments(engine(accountB()), { bulkSend: bulkSend(), token: token(), recipients: ['0x12'] }),
    ).rejects.toThrow(/recipient is not an address/);
  });
});
