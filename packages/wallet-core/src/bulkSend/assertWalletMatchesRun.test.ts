// The wallet's chain and account are read immediately before every signature request (issue 27, items 2 and 3): a
// wallet that moves to another network or another account mid-run never gets a chunk or an approval to sign. Two real
// local chains (137 and 1, BulkSend at the same address) behind one EIP-1193 wallet that forwards to whichever network
// it is on; the run's reads go to chain 137's own RPC.
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { httpProvider } from '../../test/httpProvider.js';
import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/Eip1193Provider.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { getRunReceipts } from './getRunReceipts.js';
import { planRun } from './planRun.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import type { RunEvent } from './RunEvent.js';
import { sendRun } from './sendRun.js';
import { WalletMismatchError } from './WalletMismatchError.js';

const env = useEngineChain();
let ethereum: LocalChain;
let ethereumRpc: Eip1193Provider;
beforeAll(async () => {
  ethereum = await startLocalChain({ stateFile: false, chainId: 1 });
  ethereumRpc = httpProvider(ethereum.rpcUrl);
}, 120_000);
afterAll(async () => {
  await ethereum?.stop();
});

/**
 * A browser wallet over two real networks. `lenient` signs with whichever account is selected and on whichever
 * network it is on (it ignores `from` and `chainId`); `strict` refuses a foreign `from` (4100, like MetaMask) and
 * lets the node check `chainId`. `moveOnSend` moves it to the other network between the engine's checks and the
 * broadcast (the race the checks cannot close: the run must still never count that transaction as paid).
 */
function switchingWallet(mode: 'lenient' | 'strict') {
  const wallet = {
    network: 'polygon' as 'polygon' | 'ethereum',
    account: sender(),
    moveOnSend: false,
    sends: 0,
    backend(): Eip1193Provider {
      return wallet.network === 'polygon' ? env.rpc : ethereumRpc;
    },
    async request(args: Eip1193RequestArguments): Promise<unknown> {
      if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return [wallet.account];
      if (args.method !== 'eth_sendTransaction') return wallet.backend().request(args);
      wallet.sends++;
      const [tx] = args.params as Record<string, unknown>[];
      if (wallet.moveOnSend) wallet.network = 'ethereum';
      if (mode === 'strict') {
        if (String(tx?.from).toLowerCase() !== wallet.account.toLowerCase()) {
          throw Object.assign(new Error('The requested account has not been authorized by the user.'), { code: 4100 });
        }
        return wallet.backend().request(args);
      }
      const { chainId: _ignored, ...rest } = tx ?? {};
      return wallet.backend().request({ method: args.method, params: [{ ...rest, from: wallet.account }] });
    },
  };
  return wallet;
}

const sender = () => env.chain.accounts[1]?.address as string;
const other = () => env.chain.accounts[2]?.address as string;

function engine(wallet: Eip1193Provider) {
  return createBulkSendConfig({
    provider: wallet,
    reader: env.rpc,
    chainId: 137,
    storage: createMemoryRunStorage(),
    pollIntervalMs: 20,
    maxPollIntervalMs: 200,
    confirmTimeoutMs: 5_000,
  });
}

async function plan(config: ReturnType<typeof engine>, salt: number, native: boolean) {
  return planRun(config, {
    sender: sender(),
    bulkSend: env.chain.bulkSend,
    token: native ? null : env.chain.demoToken,
    rows: freshAddresses(7, salt).map((address, i) => ({ line: i + 1, address, value: BigInt((i + 1) * 1_000_000) })),
    maxChunkSize: 3,
  });
}

const balanceOn = async (rpc: Eip1193Provider, address: string, token: string | null) => {
  if (!token) return BigInt((await rpc.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string);
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`;
  return BigInt((await rpc.request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] })) as string);
};
const nonceOn = async (rpc: Eip1193Provider, address: string) =>
  Number(BigInt((await rpc.request({ method: 'eth_getTransactionCount', params: [address, 'latest'] })) as string));

/** Every line holds its amount on chain 137 if its chunk is in `paid`, and nothing on chain 1. */
async function expectBalances(run: BulkSendRun, paid: number[]) {
  for (const chunk of run.chunks) {
    for (const line of run.lines.slice(chunk.start, chunk.start + chunk.count)) {
      expect(await balanceOn(env.rpc, line.address, run.token), `line ${line.line} on 137`).toBe(
        paid.includes(chunk.index) ? line.amount : 0n,
      );
      expect(await balanceOn(ethereumRpc, line.address, run.token), `line ${line.line} on chain 1`).toBe(0n);
    }
  }
}

describe('the wallet is checked before every signature', () => {
  for (const native of [true, false]) {
    it(`wallet moves to another network after chunk 1 (${native ? 'native coin' : 'token'}): nothing is sent there, the rest waits, then each recipient is paid once`, async () => {
      const wallet = switchingWallet('lenient');
      const config = engine(wallet);
      const run = await plan(config, native ? 101 : 102, native);
      const nonceOnEthereum = await nonceOn(ethereumRpc, sender());
      const onProgress = (event: RunEvent) => {
        if (event.type === 'chunk' && event.step === 'confirmed' && event.chunkIndex === 0) wallet.network = 'ethereum';
      };
      const error = await sendRun(config, { run, onProgress }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletMismatchError);
      expect(error).toMatchObject({ kind: 'chain', expected: '137', actual: '1' });
      expect(await nonceOn(ethereumRpc, sender())).toBe(nonceOnEthereum);
      const stored = (await config.storage.load(run.id)) as BulkSendRun;
      expect(stored.chunks.map((c) => c.status)).toEqual(['confirmed', 'pending', 'pending']);
      expect(stored.status).not.toBe('finished');
      await expectBalances(run, [0]);

      wallet.network = 'polygon';
      const done = await sendRun(config, { run });
      expect(done.status).toBe('finished');
      await expectBalances(run, [0, 1, 2]);
    });
  }

  it('a token run whose wallet moves while the approval is being asked for: the approval is not sent', async () => {
    const wallet = switchingWallet('lenient');
    const config = engine(wallet);
    const run = await plan(config, 103, false);
    const onProgress = (event: RunEvent) => {
      if (event.type === 'approval' && event.step === 'signing') wallet.network = 'ethereum';
    };
    const error = await sendRun(config, { run, onProgress }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'WalletMismatchError', kind: 'chain' });
    expect(wallet.sends).toBe(0);
    expect(await nonceOn(ethereumRpc, sender())).toBe(0);
  });

  for (const mode of ['lenient', 'strict'] as const) {
    it(`account switch after chunk 1 with a ${mode} wallet: the other account signs nothing, the run waits for its own account`, async () => {
      const wallet = switchingWallet(mode);
      const config = engine(wallet);
      const run = await plan(config, mode === 'lenient' ? 104 : 105, true);
      const otherNonce = await nonceOn(env.rpc, other());
      const onProgress = (event: RunEvent) => {
        // Right while chunk 2 is being asked for: the read must be the one immediately before the request.
        if (event.type === 'chunk' && event.step === 'signing' && event.chunkIndex === 1) wallet.account = other();
      };
      const error = await sendRun(config, { run, onProgress }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletMismatchError);
      expect(error).toMatchObject({ kind: 'account', expected: run.sender, actual: other() });
      expect(wallet.sends).toBe(1);
      expect(await nonceOn(env.rpc, other())).toBe(otherNonce);
      const stored = (await config.storage.load(run.id)) as BulkSendRun;
      expect(stored.chunks.map((c) => c.status)).toEqual(['confirmed', 'pending', 'pending']);
      expect(stored.chunks[1]?.attempts).toEqual([]);
      await expectBalances(run, [0]);

      wallet.account = sender();
      expect((await sendRun(config, { run })).status).toBe('finished');
      await expectBalances(run, [0, 1, 2]);
    });
  }

  it('passes the run chain id in every transaction request', async () => {
    const wallet = switchingWallet('strict');
    const requests: unknown[] = [];
    const config = engine({
      request: (args) => {
        if (args.method === 'eth_sendTransaction') requests.push((args.params as unknown[])[0]);
        return wallet.request(args);
      },
    });
    const run = await plan(config, 106, false);
    await sendRun(config, { run });
    expect(requests.length).toBe(4); // approval + 3 chunks
    for (const request of requests) expect(request).toMatchObject({ chainId: '0x89' });
  });

  it('a hash the wallet got on another network never makes a chunk paid; the run records where it went', async () => {
    const wallet = switchingWallet('lenient');
    const config = engine(wallet);
    const run = await plan(config, 107, true);
    const onProgress = (event: RunEvent) => {
      if (event.type === 'chunk' && event.step === 'confirmed' && event.chunkIndex === 0) wallet.moveOnSend = true;
    };
    const error = await sendRun(config, { run, onProgress }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'WalletMismatchError', kind: 'chain', actual: '1' });
    const stored = (await config.storage.load(run.id)) as BulkSendRun;
    expect(stored.chunks.map((c) => c.status)).toEqual(['confirmed', 'pending', 'pending']);
    expect(stored.chunks[1]?.minedElsewhere).toEqual({ chainId: 1, hash: stored.chunks[1]?.attempts[0]?.hash });
    expect(getRunReceipts(stored).summary.minedElsewhere).toEqual([
      { chunk: 2, chainId: 1, hash: stored.chunks[1]?.attempts[0]?.hash },
    ]);
    // Chunk 2 really went out on chain 1 (the member is told); on 137 only chunk 1 is paid.
    const chunk2 = run.lines.slice(3, 5);
    for (const line of chunk2) expect(await balanceOn(ethereumRpc, line.address, null)).toBe(line.amount);

    wallet.moveOnSend = false;
    wallet.network = 'polygon';
    expect((await sendRun(config, { run })).status).toBe('finished');
    for (const line of run.lines) expect(await balanceOn(env.rpc, line.address, null)).toBe(line.amount);
  });

  it('a reader on another chain than the run is refused before any read is trusted', async () => {
    const config = engine(switchingWallet('strict'));
    const run = await plan(config, 108, true);
    const onEthereum = createBulkSendConfig({ provider: ethereumRpc, reader: ethereumRpc, chainId: 1 });
    await expect(sendRun(onEthereum, { run })).rejects.toBeInstanceOf(ReaderChainMismatchError);
    const lying = createBulkSendConfig({ provider: ethereumRpc, reader: ethereumRpc, chainId: 137 });
    await expect(planRun(lying, { sender: sender(), bulkSend: env.chain.bulkSend, rows: [] })).rejects.toMatchObject({
      name: 'ReaderChainMismatchError',
      expected: '137',
      actual: '1',
    });
  });
});
