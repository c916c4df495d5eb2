// The local chain of @fanout/contracts (BulkSend v3, the product's, and v2 beside it; demo token; chain id 137) for the
// engine's tests, with the reads the tests check balances with. One chain per test file; every test runs inside a
// snapshot. `chain.bulkSend` is the BulkSend of the version the file asks for (`useEngineChain({ version })`): v2 by
// default, the engine's own default when a config names no version; a v3 file passes `bulkSendVersion:
// env.chain.bulkSendVersion` to its configs.
import type { BulkSendVersion } from '@fanout/contracts';
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { bulkSendInterface, bulkSendV3Interface, erc20Interface } from '../src/bulkSend/contractInterfaces.js';
import type { Eip1193Provider } from '../src/provider/Eip1193Provider.js';
import { registerChunkSelectors } from './faultyWallet.js';
import { httpProvider } from './httpProvider.js';

registerChunkSelectors([
  bulkSendInterface.getFunction('sendErc20Packed')?.selector ?? '',
  bulkSendInterface.getFunction('sendEthPacked')?.selector ?? '',
  bulkSendV3Interface.getFunction('sendErc20Packed')?.selector ?? '',
]);

export type EngineChain = {
  chain: LocalChain;
  rpc: Eip1193Provider;
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  tokenBalance(owner: string, token?: string): Promise<bigint>;
  coinBalance(owner: string): Promise<bigint>;
  allowance(owner: string, spender: string, token?: string): Promise<bigint>;
  nonce(owner: string): Promise<number>;
  setAutomine(on: boolean): Promise<void>;
  mine(): Promise<void>;
};

/**
 * Starts the chain for the file and wraps each test in evm_snapshot / evm_revert (automine back on). `version`: which
 * of the chain's BulkSends is `chain.bulkSend` (and `chain.bulkSendVersion`); default v2.
 */
export function useEngineChain({ version = 'v2' }: { version?: BulkSendVersion } = {}): EngineChain {
  const box = {} as EngineChain;
  let snapshot = '';
  beforeAll(async () => {
    const local = await startLocalChain({ stateFile: false });
    const older = local.olderBulkSends.find((entry) => entry.version === version);
    const chain: LocalChain =
      version === local.bulkSendVersion || !older
        ? local
        : { ...local, bulkSend: older.address, bulkSendVersion: version };
    const rpc = httpProvider(chain.rpcUrl);
    const request = <T>(method: string, params: unknown[] = []) => rpc.request({ method, params }) as Promise<T>;
    const call = async (to: string, data: string) => request<string>('eth_call', [{ to, data }, 'latest']);
    Object.assign(box, {
      chain,
      rpc,
      request,
      async tokenBalance(owner: string, token = chain.demoToken) {
        const out = await call(token, erc20Interface.encodeFunctionData('balanceOf', [owner]));
        return BigInt(out);
      },
      async coinBalance(owner: string) {
        return BigInt(await request<string>('eth_getBalance', [owner, 'latest']));
      },
      async allowance(owner: string, spender: string, token = chain.demoToken) {
        return BigInt(await call(token, erc20Interface.encodeFunctionData('allowance', [owner, spender])));
      },
      async nonce(owner: string) {
        return Number(BigInt(await request<string>('eth_getTransactionCount', [owner, 'latest'])));
      },
      async setAutomine(on: boolean) {
        await request('evm_setAutomine', [on]);
      },
      async mine() {
        await request('evm_mine');
      },
    } satisfies EngineChain);
  }, 120_000);
  afterAll(async () => {
    await box.chain?.stop();
  });
  beforeEach(async () => {
    snapshot = await box.request<string>('evm_snapshot');
  });
  afterEach(async () => {
    await box.setAutomine(true);
    await box.request('evm_revert', [snapshot]);
  });
  return box;
}

/** `n` addresses no one has used (fresh recipients), distinct per `salt`. */
export function freshAddresses(n: number, salt: number): `0x${string}`[] {
  return Array.from(
    { length: n },
    (_, i) => `0x${(0xfa000000 + salt * 10_000 + i + 1).toString(16).padStart(40, '0')}` as `0x${string}`,
  );
}
