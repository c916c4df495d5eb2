// Shared Hardhat-network fixture for the contract tests: signers, a deployed BulkSend and an OpenZeppelin token.
import { BrowserProvider, type JsonRpcSigner } from 'ethers';
import hre from 'hardhat';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { BulkSend } from '../../src/typechain-types/contracts/BulkSend.js';
import type { DemoToken } from '../../src/typechain-types/contracts/demo/DemoToken.js';
import { BulkSend__factory } from '../../src/typechain-types/factories/contracts/BulkSend__factory.js';
import { DemoToken__factory } from '../../src/typechain-types/factories/contracts/demo/DemoToken__factory.js';

export interface ChainFixture {
  provider: BrowserProvider;
  owner: JsonRpcSigner;
  alice: JsonRpcSigner;
  bob: JsonRpcSigner;
  bulkSend: BulkSend;
  bulkSendAddress: string;
  token: DemoToken;
  tokenAddress: string;
}

/** Deploys BulkSend (owner: signer 0) and a 6-decimal OpenZeppelin token minted to alice and approved. */
export async function chainFixture(): Promise<ChainFixture> {
  // No response cache: tests read balances right after snapshots are restored.
  const provider = new BrowserProvider(hre.network.provider, undefined, { cacheTimeout: -1 });
  const [owner, alice, bob] = await Promise.all([0, 1, 2].map((i) => provider.getSigner(i)));
  if (!owner || !alice || !bob) throw new Error('missing signers');
  const bulkSend = await new BulkSend__factory(owner).deploy(owner.address);
  const bulkSendAddress = await bulkSend.getAddress();
  const token = await new DemoToken__factory(owner).deploy('Demo USD', 'DUSD', 6);
  const tokenAddress = await token.getAddress();
  await (await token.mint(alice.address, 1_000_000_000_000n)).wait();
  await (await token.connect(alice).approve(bulkSendAddress, 2n ** 256n - 1n)).wait();
  return { provider, owner, alice, bob, bulkSend, bulkSendAddress, token, tokenAddress };
}

/** Saves the chain state; `restore` returns to it (each test starts from the same chain). */
export async function snapshot(): Promise<() => Promise<void>> {
  const id = (await hre.network.provider.request({ method: 'evm_snapshot' })) as string;
  return async () => {
    await hre.network.provider.request({ method: 'evm_revert', params: [id] });
  };
}

/**
 * Call inside a describe block: deploys the fixture once before its tests and returns it (filled in by the time a test
 * runs), and puts the chain back to the state right after deployment after each test.
 */
export function useChainFixture(): ChainFixture {
  const fixture = {} as ChainFixture;
  let restore: () => Promise<void>;
  beforeAll(async () => {
    Object.assign(fixture, await chainFixture());
  });
  beforeEach(async () => {
    restore = await snapshot();
  });
  afterEach(async () => {
    await restore();
  });
  return fixture;
}
