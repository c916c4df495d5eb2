// Safe v1.4.1 on the engine's local chain (Safe's npm artifacts, through @fanout/test-chain/safe-contracts): the
// contracts deployed once per file, owners 3, 4 and 5 of the chain's accounts, and fresh 2-of-3 Safes holding demo
// tokens and coin. For wallet-core's Safe tests (safeOnChain, safeFileV3).
import { chainProvider, createSafe, deploySafeContracts } from '@fanout/test-chain/safe-contracts';
import { Contract, Wallet } from 'ethers';
import { beforeAll } from 'vitest';
import { erc20Interface } from '../src/bulkSend/contractInterfaces.js';
import type { EngineChain } from './engineChain.js';

/** The local chain's id (the Safes' EIP-712 domain). */
export const SAFE_CHAIN_ID = 137;

/** Deploys Safe's contracts for the file (beforeAll); `owners()` are the three owners' wallets (accounts 3, 4, 5). */
export function useSafeOwners(env: EngineChain) {
  let contracts: Awaited<ReturnType<typeof deploySafeContracts>>;
  let owners: Wallet[] = [];
  let funder: Wallet;

  beforeAll(async () => {
    const provider = chainProvider(env.chain.rpcUrl, SAFE_CHAIN_ID);
    const key = (i: number) => env.chain.accounts[i]?.privateKey as string;
    funder = new Wallet(key(0), provider);
    owners = [3, 4, 5].map((i) => new Wallet(key(i), provider));
    contracts = await deploySafeContracts(funder as Wallet & { provider: typeof provider });
  });

  /** A fresh 2-of-3 Safe of the three owners holding `tokens` demo tokens and `coin` wei of the native coin. */
  async function fundedSafe(tokens: bigint, coin: bigint): Promise<Contract> {
    const safe = await createSafe(
      funder,
      contracts,
      owners.map((o) => o.address),
      2,
    );
    const address = await safe.getAddress();
    const token = new Contract(env.chain.demoToken, erc20Interface, funder);
    if (tokens > 0n) await (await token.getFunction('transfer')(address, tokens)).wait();
    await (await funder.sendTransaction({ to: address, value: coin })).wait();
    return safe;
  }

  return { fundedSafe, owners: () => owners };
}
