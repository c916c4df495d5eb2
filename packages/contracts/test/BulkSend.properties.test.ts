// Property tests (fast-check) over random batch sizes 1–255, random amounts and random failing recipients, for the
// spec's and the packed sends: every recipient is paid exactly or nothing moves, and the contract's balance only
// ever falls through claim.

import { ZeroHash } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BalanceReader__factory } from '../src/typechain-types/factories/contracts/mocks/BalanceReader__factory.js';
import { ConfigurableToken__factory } from '../src/typechain-types/factories/contracts/mocks/ConfigurableToken__factory.js';
import { RevertingRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/RevertingRecipient__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import { revertOf } from './support/revertOf.js';

const FREE = { type: 0, gasPrice: 0n } as const;
const NATIVE = `0x${'0'.repeat(40)}`;
const ENTRIES = ['sendEth', 'sendEthPacked', 'sendErc20', 'sendErc20Packed'] as const;
/** Runs per entry point: each is a real transaction of up to 255 recipients on the Hardhat network. */
const RUNS = 6;

describe('BulkSend properties', () => {
  const f = useChainFixture();

  it('pays every recipient exactly or moves nothing; the contract balance only falls through claim', async () => {
    const reader = await new BalanceReader__factory(f.owner).deploy();
    const reverting = await (await new RevertingRecipient__factory(f.owner).deploy()).getAddress();
    const token = await new ConfigurableToken__factory(f.owner).deploy();
    const tokenAddress = await token.getAddress();
    await (await token.mint(f.alice.address, 10n ** 30n)).wait();
    await (await token.connect(f.alice).approve(f.bulkSendAddress, 2n ** 256n - 1n)).wait();
    const alice = f.bulkSend.connect(f.alice);
    let run = 0;

    const batch = fc.integer({ min: 1, max: 255 }).chain((n) =>
      fc.record({
        entry: fc.constantFrom(...ENTRIES),
        amounts: fc.array(fc.bigInt({ min: 0n, max: 10n ** 16n }), { minLength: n, maxLength: n }),
        failAt: fc.option(fc.integer({ min: 0, max: n - 1 }), { nil: undefined }),
        fee: fc.bigInt({ min: 1n, max: 10n ** 6n }),
      }),
    );

    await fc.assert(
      fc.asyncProperty(batch, async ({ entry, amounts, failAt, fee }) => {
        run += 1;
        const recipients = freshRecipients(`property-${run}`, amounts.length);
        const native = entry.startsWith('sendEth');
        const asset = native ? NATIVE : tokenAddress;
        if (failAt !== undefined) {
          if (native) recipients[failAt] = reverting;
          else await (await token.setBlocked(recipients[failAt] ?? '')).wait();
        }
        const total = amounts.reduce((a, b) => a + b, 0n);
        const watched = [...recipients, f.alice.address, f.bulkSendAddress];
        const before = await reader.balances(asset, watched);
        const nativeBefore = await f.provider.getBalance(f.bulkSendAddress);
        const value = native ? total + fee : fee;
        const tx =
          entry === 'sendEth'
            ? alice.sendEth(recipients, amounts, { ...FREE, value })
            : entry === 'sendEthPacked'
              ? alice.sendEthPacked(ZeroHash, pack(recipients, amounts), { ...FREE, value })
              : entry === 'sendErc20'
                ? alice.sendErc20(tokenAddress, recipients, amounts, { ...FREE, value })
                : alice.sendErc20Packed(tokenAddress, ZeroHash, pack(recipients, amounts), { ...FREE, value });
        if (failAt !== undefined) {
          const error = await revertOf(tx, f.bulkSend.interface);
          expect([error.name, error.args[0]]).toEqual([
            native ? 'NativeTransferFailed' : 'TokenTransferFailed',
            BigInt(failAt),
          ]);
          // Nothing moved: recipients, sender and contract as before.
          expect(await reader.balances(asset, watched)).toEqual(before);
          expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(nativeBefore);
          if (!native) await (await token.setBlocked(NATIVE)).wait();
          return;
        }
        await (await tx).wait();
        const after = await reader.balances(asset, watched);
        for (const [i, amount] of amounts.entries()) expect(after[i]).toBe((before[i] ?? 0n) + amount);
        const n = amounts.length;
        if (!native) {
          expect(after[n]).toBe((before[n] ?? 0n) - total);
          expect(after[n + 1]).toBe(before[n + 1]);
        }
        // The contract keeps exactly the fee: its native balance grows by it and never falls.
        expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(nativeBefore + fee);
      }),
      { numRuns: RUNS * ENTRIES.length },
    );

    // Only claim lowers it: to zero, to the owner.
    const held = await f.provider.getBalance(f.bulkSendAddress);
    expect(held).toBeGreaterThan(0n);
    const ownerBefore = await f.provider.getBalance(f.owner.address);
    await (await f.bulkSend.claim(NATIVE, FREE)).wait();
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(0n);
    expect(await f.provider.getBalance(f.owner.address)).toBe(ownerBefore + held);
  }, 600_000);
});
