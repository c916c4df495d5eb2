// The local chain of @fanout/contracts (BulkSend v2 + demo token, chain id 137) for the engine's tests, with the
// reads the tests check balances with. One chain per test file; every test runs inside a snapshot.
import { type LocalChain, startLocalChain } from '@fanout/contracts/chain';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { bulkSendInterface, erc20Interface } from '../src/bulkSend/contractInterfaces.js';
import type { Eip1193Provider } from '../src/provider/Eip1193Provider.js';
import { registerChunkSelectors } from './faultyWallet.js';
import { httpProvider } from './httpProvider.js';

registerChunkSelectors([
  bulkSendInterface.getFunction('sendErc20Packed')?.selector ?? '',
  bulkSendInterface.getFunction('sendEthPacked')?.selector ?? '',
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

/** Starts the chain for the file and wraps each test in evm_snapshot / evm_revert (automine back on). */
export function useEngineChain(): EngineChain {
  const box = {} as EngineChain;
  let snapshot = '';
  beforeAll(async () => {
    const chain = await startLocalChain({ stateFile: false });
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
