// ENS resolution against the real ENS registry, PublicResolver and ReverseRegistrar (their npm artifacts) deployed on
// the local chain, which stands in for Ethereum mainnet (`allowL1ChainId`: it serves chain id 137).

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deployEnsContracts, type EnsContracts } from '@fanout/test-chain/ens-contracts';
import { BrowserProvider, getAddress, Network, namehash } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, localChain } from '../../test/localChain.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { EnsL1ChainError } from './EnsL1ChainError.js';
import { EnsNameInvalidError } from './EnsNameInvalidError.js';
import { EnsNoChainAddressError } from './EnsNoChainAddressError.js';
import { EnsNoResolverError } from './EnsNoResolverError.js';
import { EnsReadError } from './EnsReadError.js';
import type { EnsResolution } from './EnsResolution.js';
import { type ResolveEnsNamesOptions, resolveEnsNames } from './resolveEnsNames.js';

const LOCAL_CHAIN_ID = 137;
const POLYGON_COIN_TYPE = 0x80000089; // ENSIP-11: 0x80000000 | 137
const ALICE_POLYGON = getAddress('0x00000000000000000000000000000000000a1137');
const ALICE_ETH = getAddress(ACCOUNTS[1]);
const BOB_ETH = getAddress(ACCOUNTS[2]);

let ens: EnsContracts;
let options: ResolveEnsNamesOptions;

beforeAll(async () => {
  const network = new Network('local', LOCAL_CHAIN_ID);
  const provider = new BrowserProvider(localChain(), network, { staticNetwork: network, pollingInterval: 50 });
  ens = await deployEnsContracts(await provider.getSigner(ACCOUNTS[0]));
  // alice.eth: an ETH address (account #1, whose primary name on chain 1 is alice.eth) and a Polygon address.
  await ens.register('alice.eth');
  await ens.setEthAddress('alice.eth', ALICE_ETH);
  await ens.setCoinAddress('alice.eth', POLYGON_COIN_TYPE, ALICE_POLYGON);
  await ens.setPrimaryName(await provider.getSigner(ACCOUNTS[1]), 'alice.eth');
  await ens.setChainPrimaryName(ALICE_POLYGON, POLYGON_COIN_TYPE.toString(16), 'alice.eth');
  // bob.eth: only an ETH record, account #2, whose primary name is someone else's.
  await ens.register('bob.eth');
  await ens.setEthAddress('bob.eth', BOB_ETH);
  await ens.setPrimaryName(await provider.getSigner(ACCOUNTS[2]), 'mallory.eth');
  options = { l1: localChain(), chainId: LOCAL_CHAIN_ID, registry: ens.registry, allowL1ChainId: LOCAL_CHAIN_ID };
}, 60_000);

const only = async (chainId: number, name: string): Promise<EnsResolution> => {
  const [answer] = await resolveEnsNames({ ...options, chainId }, [name]);
  return answer as EnsResolution;
};

describe('resolveEnsNames', () => {
  it('resolves a name to its address for chain 137 (ENSIP-11 coin type), not its ETH address', async () => {
    expect(await only(137, 'alice.eth')).toEqual({
      ok: true,
      input: 'alice.eth',
      name: 'alice.eth',
      address: ALICE_POLYGON,
      coinType: POLYGON_COIN_TYPE,
      primaryName: 'alice.eth',
      reverseMatches: true,
    });
  });

  it('refuses a name with only an ETH record on chain 137, and resolves it on chain 1', async () => {
    const l2 = await only(137, 'bob.eth');
    expect(l2).toMatchObject({ ok: false, input: 'bob.eth', name: 'bob.eth' });
    const error = (l2 as { error: unknown }).error;
    expect(error).toBeInstanceOf(EnsNoChainAddressError);
    expect(error).toMatchObject({ ensName: 'bob.eth', chainId: 137, coinType: POLYGON_COIN_TYPE });
    expect(userMessageOf(error, 'en')).toBe(
      'The ENS name bob.eth has no address for chain 137; its Ethereum address is not used on other chains',
    );
    expect(userMessageOf(error, 'chs')).toBe('ENS 名称 bob.eth 没有链 137 的地址；其以太坊地址不会用于其他链');

    expect(await only(1, 'bob.eth')).toMatchObject({ ok: true, address: BOB_ETH, coinType: 60 });
    expect(await only(1, 'alice.eth')).toMatchObject({ ok: true, address: ALICE_ETH, coinType: 60 });
  });

  it('normalises a name first: "Alice.ETH" resolves as "alice.eth"', async () => {
    const [upper, lower] = await resolveEnsNames(options, ['Alice.ETH', 'alice.eth']);
    expect(upper).toMatchObject({ ok: true, input: 'Alice.ETH', name: 'alice.eth', address: ALICE_POLYGON });
    expect(lower).toMatchObject({ ok: true, input: 'alice.eth', name: 'alice.eth', address: ALICE_POLYGON });
  });

  it('refuses an invalid name and a name nobody registered, and resolves the others of the list', async () => {
    const answers = await resolveEnsNames(options, ['bad name.eth', 'a..eth', 'nobody.eth', 'alice.eth']);
    expect(answers.map((answer) => answer.ok)).toEqual([false, false, false, true]);
    const [space, empty, nobody] = answers as Extract<EnsResolution, { ok: false }>[];
    expect(space?.error).toBeInstanceOf(EnsNameInvalidError);
    expect(space?.name).toBeNull();
    expect(userMessageOf(space?.error, 'en')).toBe('“bad name.eth” is not a valid ENS name');
    expect(empty?.error).toBeInstanceOf(EnsNameInvalidError);
    expect(nobody?.error).toBeInstanceOf(EnsNoResolverError);
    expect(userMessageOf(nobody?.error, 'chs')).toBe('ENS 名称 nobody.eth 不存在或没有任何记录');
  });

  it('reports the reverse check: a match, a mismatch (with the other name), and no primary name', async () => {
    expect(await only(1, 'alice.eth')).toMatchObject({ primaryName: 'alice.eth', reverseMatches: true });
    expect(await only(1, 'bob.eth')).toMatchObject({ primaryName: 'mallory.eth', reverseMatches: false });
    // carol.eth's address has no primary name on chain 1; on chain 10 the name given to every EVM chain
    // (default.reverse) is read when the chain's own is absent.
    await ens.register('carol.eth');
    const carol = getAddress('0x00000000000000000000000000000000000ca201');
    await ens.setEthAddress('carol.eth', carol);
    await ens.setCoinAddress('carol.eth', 0x8000000a, carol);
    await ens.setChainPrimaryName(carol, 'default', 'carol.eth');
    expect(await only(1, 'carol.eth')).toMatchObject({ ok: true, primaryName: null, reverseMatches: null });
    expect(await only(10, 'carol.eth')).toMatchObject({ ok: true, primaryName: 'carol.eth', reverseMatches: true });
  });

  it('refuses an L1 RPC that is not chain 1 unless the test option allows its chain id', async () => {
    const { allowL1ChainId: _, ...strict } = options;
    await expect(resolveEnsNames(strict, ['alice.eth'])).rejects.toBeInstanceOf(EnsL1ChainError);
    await expect(resolveEnsNames(strict, ['alice.eth'])).rejects.toMatchObject({ actual: 137 });
  });

  it('reads at most `concurrency` names at once and answers in the given order', async () => {
    let open = 0;
    let most = 0;
    const counting = {
      async request(args: { method: string; params?: readonly unknown[] | object }) {
        open++;
        most = Math.max(most, open);
        try {
          return await localChain().request(args);
        } finally {
          open--;
        }
      },
    };
    const names = ['alice.eth', 'bob.eth', 'nobody.eth', 'Alice.eth', 'carol.eth'];
    const progress: string[] = [];
    const onProgress = (done: number, total: number) => progress.push(`${done}/${total}`);
    const answers = await resolveEnsNames({ ...options, l1: counting, concurrency: 2, onProgress }, names);
    expect(answers.map((answer) => answer.input)).toEqual(names);
    expect(most).toBeLessThanOrEqual(2);
    // One step per different name ("Alice.eth" is "alice.eth"), the last when every name is read.
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });

  it('reads through a JSON-RPC URL as well; an L1 that cannot be reached fails the whole call', async () => {
    // The local chain behind a real HTTP endpoint.
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', async () => {
        const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] };
        const result = await localChain().request({ method, params });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const [alice] = await resolveEnsNames({ ...options, l1: url }, ['alice.eth']);
      expect(alice).toMatchObject({ ok: true, address: ALICE_POLYGON, reverseMatches: true });
    } finally {
      server.close();
    }
    await expect(resolveEnsNames({ ...options, l1: 'http://127.0.0.1:1' }, ['alice.eth'])).rejects.toBeInstanceOf(
      EnsReadError,
    );
  });

  it('a read that fails for one name (the RPC dropped its request) fails that name only', async () => {
    // A fault the chain cannot cause: the RPC fails every call about bob.eth.
    const bob = namehash('bob.eth').slice(2);
    const flaky = {
      async request(args: { method: string; params?: readonly unknown[] | object }) {
        if (args.method === 'eth_call' && JSON.stringify(args.params).includes(bob)) throw new Error('socket hang up');
        return localChain().request(args);
      },
    };
    const [alice, bobAnswer] = await resolveEnsNames({ ...options, l1: flaky, chainId: 1 }, ['alice.eth', 'bob.eth']);
    expect(alice).toMatchObject({ ok: true, address: ALICE_ETH });
    expect(bobAnswer).toMatchObject({ ok: false, name: 'bob.eth' });
    const error = (bobAnswer as { error: EnsReadError }).error;
    expect(error).toBeInstanceOf(EnsReadError);
    expect(error.ensName).toBe('bob.eth');
    expect(userMessageOf(error, 'en')).toBe(
      'ENS names could not be read from Ethereum: check the Ethereum RPC and try again',
    );
  });
});
