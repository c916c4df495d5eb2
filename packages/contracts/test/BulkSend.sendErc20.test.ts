import { describe, expect, it } from 'vitest';
import { IERC20Errors__factory } from '../src/typechain-types/factories/@openzeppelin/contracts/interfaces/draft-IERC6093.sol/IERC20Errors__factory.js';
import { DemoToken__factory } from '../src/typechain-types/factories/contracts/demo/DemoToken__factory.js';
import { FalseReturnToken__factory } from '../src/typechain-types/factories/contracts/mocks/FalseReturnToken__factory.js';
import { FeeOnTransferToken__factory } from '../src/typechain-types/factories/contracts/mocks/FeeOnTransferToken__factory.js';
import { NoReturnToken__factory } from '../src/typechain-types/factories/contracts/mocks/NoReturnToken__factory.js';
import { ReentrantToken__factory } from '../src/typechain-types/factories/contracts/mocks/ReentrantToken__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { revertOf } from './support/revertOf.js';

/** Gas price 0 makes minFee 0, so these tests choose the fee freely. */
const FREE = { type: 0, gasPrice: 0n } as const;
const MAX = 2n ** 256n - 1n;
/** The 32-byte word `false`, as a token that returns false answers. */
const FALSE_WORD = `0x${'0'.repeat(64)}`;

describe('BulkSend.sendErc20', () => {
  const f = useChainFixture();

  it('moves each amount from the caller to its recipient, keeps the value as the fee, holds no tokens after', async () => {
    const recipients = freshRecipients('erc20-happy', 37);
    const amounts = recipients.map((_, i) => 1_000_000n * BigInt(i + 1));
    const total = amounts.reduce((a, b) => a + b, 0n);
    const before = await f.token.balanceOf(f.alice.address);
    const tx = await f.bulkSend
      .connect(f.alice)
      .sendErc20(f.tokenAddress, recipients, amounts, { ...FREE, value: 999n });
    const receipt = await tx.wait();
    for (const [i, r] of recipients.entries()) expect(await f.token.balanceOf(r)).toBe(amounts[i]);
    expect(await f.token.balanceOf(f.alice.address)).toBe(before - total);
    expect(await f.token.balanceOf(f.bulkSendAddress)).toBe(0n);
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(999n);
    const summaries = (receipt?.logs ?? [])
      .filter((l) => l.address === f.bulkSendAddress)
      .map((l) => f.bulkSend.interface.parseLog(l))
      .map((e) => (e ? [e.name, ...e.args] : null));
    expect(summaries).toEqual([['BulkSent', f.alice.address, f.tokenAddress, 37n, 999n]]);
  });

  it('accepts the full 255 recipients, including a recipient that is the caller', async () => {
    const recipients = freshRecipients('erc20-255', 255);
    recipients[100] = f.alice.address;
    await (
      await f.bulkSend.connect(f.alice).sendErc20(
        f.tokenAddress,
        recipients,
        recipients.map(() => 3n),
        FREE,
      )
    ).wait();
    expect(await f.token.balanceOf(recipients[254] ?? '')).toBe(3n);
    expect(await f.token.balanceOf(f.bulkSendAddress)).toBe(0n);
  });

  it('works with a token that returns nothing (USDT style)', async () => {
    const usdt = await new NoReturnToken__factory(f.owner).deploy();
    await (await usdt.mint(f.alice.address, 1000n)).wait();
    await (await usdt.connect(f.alice).approve(f.bulkSendAddress, 1000n)).wait();
    const recipients = freshRecipients('erc20-usdt', 9);
    await (
      await f.bulkSend.connect(f.alice).sendErc20(
        await usdt.getAddress(),
        recipients,
        recipients.map(() => 100n),
        FREE,
      )
    ).wait();
    expect(await usdt.balanceOf(recipients[8] ?? '')).toBe(100n);
    expect(await usdt.balanceOf(f.alice.address)).toBe(100n);
  });

  it('reverts with the index when a transfer returns false, and when the pull returns false', async () => {
    const token = await new FalseReturnToken__factory(f.owner).deploy();
    const tokenAddress = await token.getAddress();
    await (await token.mint(f.alice.address, 1000n)).wait();
    const recipients = freshRecipients('erc20-false', 12);
    const amounts = recipients.map(() => 10n);
    // Index 3 and 10 fall in the loop's groups of 4 (all group sizes: BulkSend.audit.test.ts, 3b).
    for (const index of [3, 10]) {
      await (await token.setBlocked(recipients[index] ?? '')).wait();
      const result = await revertOf(
        f.bulkSend.connect(f.alice).sendErc20(tokenAddress, recipients, amounts, FREE),
        f.bulkSend.interface,
      );
      // The reason is what the token returned: one word, false.
      expect(result).toEqual({
        name: 'TokenTransferFailed',
        args: [BigInt(index), recipients[index], 10n, FALSE_WORD],
      });
    }
    expect(await token.balanceOf(recipients[0] ?? '')).toBe(0n);
    expect(await token.balanceOf(f.alice.address)).toBe(1000n);
    // Total above the caller's balance: the pull returns false.
    const tooMuch = await revertOf(
      f.bulkSend.connect(f.alice).sendErc20(tokenAddress, recipients.slice(0, 2), [600n, 600n], FREE),
      f.bulkSend.interface,
    );
    expect(tooMuch).toEqual({ name: 'TokenPullFailed', args: [tokenAddress, f.alice.address, 1200n, FALSE_WORD] });
  });

  it('rejects a token address with no code', async () => {
    const recipients = freshRecipients('erc20-nocode', 2);
    const result = await revertOf(
      f.bulkSend.connect(f.alice).sendErc20(f.bob.address, recipients, [1n, 1n], FREE),
      f.bulkSend.interface,
    );
    expect(result).toEqual({ name: 'TokenHasNoCode', args: [f.bob.address] });
  });

  it('rejects a fee-on-transfer token before anything reaches a recipient', async () => {
    const fot = await new FeeOnTransferToken__factory(f.owner).deploy();
    const fotAddress = await fot.getAddress();
    await (await fot.mint(f.alice.address, 10_000n)).wait();
    await (await fot.connect(f.alice).approve(f.bulkSendAddress, MAX)).wait();
    const recipients = freshRecipients('erc20-fot', 3);
    const result = await revertOf(
      f.bulkSend.connect(f.alice).sendErc20(fotAddress, recipients, [1000n, 1000n, 1000n], FREE),
      f.bulkSend.interface,
    );
    expect(result).toEqual({ name: 'FeeOnTransferToken', args: [fotAddress, 3000n, 2970n] });
    expect(await fot.balanceOf(recipients[0] ?? '')).toBe(0n);
    expect(await fot.balanceOf(f.alice.address)).toBe(10_000n);
  });

  it('rejects a zero-address recipient with its index', async () => {
    const recipients = freshRecipients('erc20-zero', 20);
    recipients[13] = `0x${'0'.repeat(40)}`;
    const result = await revertOf(
      f.bulkSend.connect(f.alice).sendErc20(
        f.tokenAddress,
        recipients,
        recipients.map(() => 1n),
        FREE,
      ),
      f.bulkSend.interface,
    );
    expect(result).toEqual({ name: 'ZeroAddressRecipient', args: [13n] });
  });

  it('reverts with TokenPullFailed when the allowance does not cover the total', async () => {
    await (await f.token.connect(f.alice).approve(f.bulkSendAddress, 5n)).wait();
    const recipients = freshRecipients('erc20-allowance', 2);
    const result = await revertOf(
      f.bulkSend.connect(f.alice).sendErc20(f.tokenAddress, recipients, [3n, 3n], FREE),
      f.bulkSend.interface,
    );
    // The reason is OpenZeppelin's own error, so a wallet can tell a short allowance from a short balance.
    const reason = IERC20Errors__factory.createInterface().encodeErrorResult('ERC20InsufficientAllowance', [
      f.bulkSendAddress,
      5n,
      6n,
    ]);
    expect(result).toEqual({ name: 'TokenPullFailed', args: [f.tokenAddress, f.alice.address, 6n, reason] });
  });

  it('rejects value below the minimum fee, 0 and 256 recipients and unequal lists', async () => {
    const iface = f.bulkSend.interface;
    const alice = f.bulkSend.connect(f.alice);
    const [r] = freshRecipients('erc20-fee', 1);
    const options = { type: 0, gasPrice: 10n ** 9n, gasLimit: 300_000n } as const;
    const short = await revertOf(alice.sendErc20(f.tokenAddress, [r ?? ''], [1n], { ...options, value: 1n }), iface);
    expect(short.name).toBe('FeeTooLow');
    const minFee = short.args[1] as bigint;
    // Value equal to the minimum fee is enough for sendErc20 (same gas limit: same gasleft() at the check).
    await (await alice.sendErc20(f.tokenAddress, [r ?? ''], [1n], { ...options, value: minFee })).wait();
    expect(await f.token.balanceOf(r ?? '')).toBe(1n);
    expect(await revertOf(alice.sendErc20(f.tokenAddress, [], [], FREE), iface)).toEqual({
      name: 'RecipientCountOutOfRange',
      args: [0n, 255n],
    });
    const many = freshRecipients('erc20-256', 256);
    expect(
      await revertOf(
        alice.sendErc20(
          f.tokenAddress,
          many,
          many.map(() => 1n),
          FREE,
        ),
        iface,
      ),
    ).toEqual({
      name: 'RecipientCountOutOfRange',
      args: [256n, 255n],
    });
    expect(await revertOf(alice.sendErc20(f.tokenAddress, many.slice(0, 1), [1n, 2n], FREE), iface)).toEqual({
      name: 'LengthMismatch',
      args: [1n, 2n],
    });
  });

  it('lets a re-entering token hook take nothing the contract holds', async () => {
    // Tokens sent to the contract by mistake (the owner's to claim).
    await (await f.token.connect(f.alice).transfer(f.bulkSendAddress, 5_000n)).wait();
    const hostile = await new ReentrantToken__factory(f.owner).deploy();
    const hostileAddress = await hostile.getAddress();
    await (await hostile.mint(f.alice.address, 1000n)).wait();
    await (await hostile.connect(f.alice).approve(f.bulkSendAddress, MAX)).wait();
    // During the batch the token calls sendErc20 asking the contract to send it the 5,000 held tokens.
    const payload = f.bulkSend.interface.encodeFunctionData('sendErc20', [f.tokenAddress, [hostileAddress], [5_000n]]);
    await (await hostile.arm(f.bulkSendAddress, payload)).wait();
    const recipients = freshRecipients('erc20-reenter', 3);
    await (await f.bulkSend.connect(f.alice).sendErc20(hostileAddress, recipients, [1n, 2n, 3n], FREE)).wait();
    expect(await hostile.innerSucceeded()).toBe(false);
    expect(f.bulkSend.interface.parseError(await hostile.innerRevert())?.name).toBe('TokenPullFailed');
    expect(await f.token.balanceOf(f.bulkSendAddress)).toBe(5_000n);
    expect(await f.token.balanceOf(hostileAddress)).toBe(0n);
    expect(await hostile.balanceOf(recipients[2] ?? '')).toBe(3n);
  });

  it('never spends tokens the contract already holds', async () => {
    await (await f.token.connect(f.alice).transfer(f.bulkSendAddress, 5_000n)).wait();
    const other = await new DemoToken__factory(f.owner).deploy('Other', 'OTH', 18);
    expect(await other.balanceOf(f.bob.address)).toBe(0n);
    // Bob has no tokens and no allowance: the held 5,000 must not pay his batch.
    const recipients = freshRecipients('erc20-held', 1);
    const result = await revertOf(
      f.bulkSend.connect(f.bob).sendErc20(f.tokenAddress, recipients, [5_000n], FREE),
      f.bulkSend.interface,
    );
    expect(result.name).toBe('TokenPullFailed');
    expect(await f.token.balanceOf(f.bulkSendAddress)).toBe(5_000n);
  });
});
