import { describe, expect, it } from 'vitest';
import { BULK_SEND_FEE_DIVISOR, BULK_SEND_MAX_RECIPIENTS } from '../src/limits.js';
import { FalseReturnToken__factory } from '../src/typechain-types/factories/contracts/mocks/FalseReturnToken__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { revertOf } from './support/revertOf.js';

const FREE = { type: 0, gasPrice: 0n } as const;
const ZERO = `0x${'0'.repeat(40)}`;

describe('BulkSend owner functions and reads', () => {
  const f = useChainFixture();

  /** Collects 1,000 wei of native fees and sends 700 demo tokens to the contract by mistake. */
  async function collect(): Promise<void> {
    const [r] = freshRecipients('owner-fees', 1);
    await (await f.bulkSend.connect(f.alice).sendEth([r ?? ''], [1n], { ...FREE, value: 1_001n })).wait();
    await (await f.token.connect(f.alice).transfer(f.bulkSendAddress, 700n)).wait();
  }

  it('starts with fee percent 5, the deployer as owner and the 255 cap', async () => {
    expect(await f.bulkSend.feePercent()).toBe(5n);
    expect(await f.bulkSend.owner()).toBe(f.owner.address);
    expect(await f.bulkSend.pendingOwner()).toBe(ZERO);
    expect(await f.bulkSend.MAX_RECIPIENTS()).toBe(255n);
    expect(await f.bulkSend.FEE_DIVISOR()).toBe(100n);
  });

  it('has the cap and fee divisor the TypeScript packages use (one home: @fanout/batch-core)', async () => {
    expect(await f.bulkSend.MAX_RECIPIENTS()).toBe(BigInt(BULK_SEND_MAX_RECIPIENTS));
    expect(await f.bulkSend.FEE_DIVISOR()).toBe(BigInt(BULK_SEND_FEE_DIVISOR));
  });

  it('claims the native balance to the owner', async () => {
    await collect();
    const before = await f.provider.getBalance(f.owner.address);
    const receipt = await (await f.bulkSend.claim(ZERO, FREE)).wait();
    expect(await f.provider.getBalance(f.owner.address)).toBe(before + 1_000n);
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(0n);
    const event = f.bulkSend.interface.parseLog(receipt?.logs[0] ?? { topics: [], data: '0x' });
    expect(event?.name).toBe('Claimed');
    expect([...(event?.args ?? [])]).toEqual([ZERO, f.owner.address, 1_000n]);
  });

  it('claims a token balance to the owner', async () => {
    await collect();
    await (await f.bulkSend.claim(f.tokenAddress, FREE)).wait();
    expect(await f.token.balanceOf(f.owner.address)).toBe(700n);
    expect(await f.token.balanceOf(f.bulkSendAddress)).toBe(0n);
  });

  it('reports ClaimFailed when the token refuses to pay the owner, and keeps the balance', async () => {
    const token = await new FalseReturnToken__factory(f.owner).deploy();
    await (await token.mint(f.bulkSendAddress, 300n)).wait();
    await (await token.setBlocked(f.owner.address)).wait();
    const tokenAddress = await token.getAddress();
    expect(await revertOf(f.bulkSend.claim(tokenAddress, FREE), f.bulkSend.interface)).toEqual({
      name: 'ClaimFailed',
      args: [tokenAddress, 300n],
    });
    expect(await token.balanceOf(f.bulkSendAddress)).toBe(300n);
  });

  it('refuses claim and setFeePercent from anyone but the owner', async () => {
    await collect();
    const bob = f.bulkSend.connect(f.bob);
    expect(await revertOf(bob.claim(ZERO, FREE), f.bulkSend.interface)).toEqual({
      name: 'Unauthorized',
      args: [f.bob.address],
    });
    expect(await revertOf(bob.claim(f.tokenAddress, FREE), f.bulkSend.interface)).toEqual({
      name: 'Unauthorized',
      args: [f.bob.address],
    });
    expect(await revertOf(bob.setFeePercent(0, FREE), f.bulkSend.interface)).toEqual({
      name: 'Unauthorized',
      args: [f.bob.address],
    });
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(1_000n);
    expect(await f.bulkSend.feePercent()).toBe(5n);
  });

  it('lets the owner set the fee percent anywhere from 0 to 255, with an event', async () => {
    const receipt = await (await f.bulkSend.setFeePercent(255, FREE)).wait();
    expect(await f.bulkSend.feePercent()).toBe(255n);
    const event = f.bulkSend.interface.parseLog(receipt?.logs[0] ?? { topics: [], data: '0x' });
    expect([event?.name, ...(event?.args ?? [])]).toEqual(['FeePercentChanged', 5n, 255n]);
    await (await f.bulkSend.setFeePercent(0, FREE)).wait();
    expect(await f.bulkSend.feePercent()).toBe(0n);
  });

  it('moves ownership in two steps: propose, then accept by the proposed owner only', async () => {
    await collect();
    await (await f.bulkSend.transferOwnership(f.bob.address, FREE)).wait();
    expect(await f.bulkSend.pendingOwner()).toBe(f.bob.address);
    expect(await f.bulkSend.owner()).toBe(f.owner.address);
    expect(await revertOf(f.bulkSend.connect(f.alice).acceptOwnership(FREE), f.bulkSend.interface)).toEqual({
      name: 'Unauthorized',
      args: [f.alice.address],
    });
    expect(
      await revertOf(f.bulkSend.connect(f.alice).transferOwnership(f.alice.address, FREE), f.bulkSend.interface),
    ).toEqual({ name: 'Unauthorized', args: [f.alice.address] });
    await (await f.bulkSend.connect(f.bob).acceptOwnership(FREE)).wait();
    expect(await f.bulkSend.owner()).toBe(f.bob.address);
    expect(await f.bulkSend.pendingOwner()).toBe(ZERO);
    expect((await revertOf(f.bulkSend.claim(ZERO, FREE), f.bulkSend.interface)).name).toBe('Unauthorized');
    const before = await f.provider.getBalance(f.bob.address);
    await (await f.bulkSend.connect(f.bob).claim(ZERO, FREE)).wait();
    expect(await f.provider.getBalance(f.bob.address)).toBe(before + 1_000n);
  });
});
