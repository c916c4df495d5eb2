// Issue 38, address poisoning: the account's incoming ERC-20 transfers read from a real local chain, among them a
// poisoner's zero-value `transferFrom(lookAlike, account, 0)` (which any address may call on a standard ERC-20),
// which batch-core's findAddressPoisoning then names against the account's past payee.
import { findAddressPoisoning, findLookAlikes } from '@fanout/batch-core';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { useEngineChain } from '../../test/engineChain.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { Eip1193RequestArguments } from '../provider/Eip1193Provider.js';
import { readIncomingTransfers, readOutgoingTransfers } from './readTokenTransfers.js';

const env = useEngineChain();
const erc20 = new Interface([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
]);

const PAYEE = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
/** Same first 4 and last 4 hex digits as PAYEE: the poisoner's vanity address (no key needed to be `from`). */
const LOOK_ALIKE = `0x5aae${'7'.repeat(32)}eaed`;

async function send(from: string, data: string): Promise<void> {
  const hash = await env.request<string>('eth_sendTransaction', [{ from, to: env.chain.demoToken, data }]);
  await env.request('eth_getTransactionReceipt', [hash]);
}

async function head(): Promise<bigint> {
  return BigInt(await env.request<string>('eth_blockNumber'));
}

describe('readIncomingTransfers', () => {
  it('reads every ERC-20 transfer to the account, across spans, and the poisoner’s zero-value one is named', async () => {
    const [account, friend, attacker] = env.chain.accounts.map((one) => one.address.toLowerCase()) as [
      string,
      string,
      string,
    ];
    const fromBlock = (await head()) + 1n;
    await send(friend, erc20.encodeFunctionData('transfer', [account, 5_000_000n]));
    await send(attacker, erc20.encodeFunctionData('transferFrom', [LOOK_ALIKE, account, 0n]));
    await send(friend, erc20.encodeFunctionData('transfer', [attacker, 1n])); // not to the account
    const toBlock = await head();

    const read = await readIncomingTransfers(env.rpc, {
      token: env.chain.demoToken,
      to: account,
      fromBlock,
      toBlock,
      span: 1n,
    });
    expect(read.complete).toBe(true);
    expect(read.readTo).toBe(toBlock);
    expect(read.transfers.map((one) => [one.from, one.amount])).toEqual([
      [friend, 5_000_000n],
      [LOOK_ALIKE, 0n],
    ]);
    expect(read.transfers[1]?.hash).toMatch(/^0x[0-9a-f]{64}$/);

    const found = findAddressPoisoning(read.transfers, [PAYEE, friend]);
    expect(found.map((one) => [one.transfer.from, one.kind, one.payee])).toEqual([[LOOK_ALIKE, 'zero-value', PAYEE]]);
  });

  it('a span the node refuses ends the read as incomplete, with what was read', async () => {
    const refusing = {
      request: async (args: Eip1193RequestArguments) => {
        if (args.method === 'eth_getLogs') throw new Error('query returned more than 10000 results');
        return env.rpc.request(args);
      },
    };
    const account = env.chain.accounts[0]?.address ?? '';
    const read = await readIncomingTransfers(refusing, {
      token: env.chain.demoToken,
      to: account,
      fromBlock: 1n,
      toBlock: 5n,
    });
    expect(read).toEqual({ transfers: [], complete: false, readTo: 0n });
    await expect(
      readIncomingTransfers(env.rpc, { token: 'DUSD', to: account, fromBlock: 1n, toBlock: 2n }),
    ).rejects.toBeInstanceOf(InvalidParameterError);
  });

  it('reads the account’s plain transfers out: their payees are past payees a look-alike line is compared with', async () => {
    const [account, friend, other] = env.chain.accounts.map((one) => one.address.toLowerCase()) as [
      string,
      string,
      string,
    ];
    const fromBlock = (await head()) + 1n;
    await send(account, erc20.encodeFunctionData('transfer', [PAYEE, 7n]));
    await send(friend, erc20.encodeFunctionData('transfer', [other, 1n])); // not from the account
    await send(account, erc20.encodeFunctionData('transfer', [other, 0n]));
    const toBlock = await head();

    const read = await readOutgoingTransfers(env.rpc, {
      token: env.chain.demoToken,
      from: account,
      fromBlock,
      toBlock,
      span: 2n,
    });
    expect(read).toMatchObject({ complete: true, readTo: toBlock });
    expect(read.transfers.map((one) => [one.to, one.amount])).toEqual([
      [PAYEE, 7n],
      [other, 0n],
    ]);
    expect(read.transfers[0]?.hash).toMatch(/^0x[0-9a-f]{64}$/);

    const history = read.transfers.map((one) => one.to);
    const found = findLookAlikes([{ line: 1, address: LOOK_ALIKE }], { history });
    expect(found.map((one) => [one.line, one.lookAlike])).toEqual([[1, PAYEE]]);
    await expect(
      readOutgoingTransfers(env.rpc, { token: env.chain.demoToken, from: 'me', fromBlock: 1n, toBlock: 2n }),
    ).rejects.toMatchObject({ name: 'InvalidParameterError' });
  });
});
