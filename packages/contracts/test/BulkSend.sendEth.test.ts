import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { GasBurningRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/GasBurningRecipient__factory.js';
import { ReentrantRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/ReentrantRecipient__factory.js';
import { RevertingRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/RevertingRecipient__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { revertOf } from './support/revertOf.js';

/** Gas price 0 makes minFee 0, so these tests choose the fee freely. */
const FREE = { type: 0, gasPrice: 0n } as const;
const ETH = 10n ** 18n;

describe('BulkSend.sendEth', () => {
  const f = useChainFixture();

  const balance = (address: string) => f.provider.getBalance(address);

  it('pays every recipient its amount, keeps the rest as the fee and emits one summary event', async () => {
    const recipients = freshRecipients('eth-happy', 20);
    const amounts = recipients.map((_, i) => ETH / 100n + BigInt(i));
    const total = amounts.reduce((a, b) => a + b, 0n);
    const fee = 12_345n;
    const tx = await f.bulkSend.connect(f.alice).sendEth(recipients, amounts, { ...FREE, value: total + fee });
    const receipt = await tx.wait();
    for (const [i, r] of recipients.entries()) expect(await balance(r)).toBe(amounts[i]);
    expect(await balance(f.bulkSendAddress)).toBe(fee);
    const events = (receipt?.logs ?? []).map((l) => f.bulkSend.interface.parseLog(l)).filter((e) => e !== null);
    expect(events.map((e) => [e.name, ...e.args])).toEqual([
      ['BulkSent', f.alice.address, `0x${'0'.repeat(40)}`, 20n, fee],
    ]);
  });

  it('accepts the full 255 recipients', async () => {
    const recipients = freshRecipients('eth-255', 255);
    const amounts = recipients.map(() => 1n);
    await (await f.bulkSend.sendEth(recipients, amounts, { ...FREE, value: 255n })).wait();
    expect(await balance(recipients[254] ?? '')).toBe(1n);
  });

  it('rejects value equal to the minimum fee (it must be strictly greater)', async () => {
    const [bob] = freshRecipients('eth-eq', 1);
    const options = { type: 0, gasPrice: 10n ** 9n, gasLimit: 200_000n } as const;
    // Same gas limit and calldata give the same gasleft() at the check, so the first revert names the exact fee.
    const first = await revertOf(
      f.bulkSend.sendEth([bob ?? ''], [0n], { ...options, value: 1n }),
      f.bulkSend.interface,
    );
    expect(first.name).toBe('FeeTooLow');
    const minFee = first.args[1] as bigint;
    expect(minFee).toBeGreaterThan(0n);
    const equal = await revertOf(
      f.bulkSend.sendEth([bob ?? ''], [0n], { ...options, value: minFee }),
      f.bulkSend.interface,
    );
    expect(equal).toEqual({ name: 'FeeTooLow', args: [minFee, minFee] });
    await (await f.bulkSend.sendEth([bob ?? ''], [0n], { ...options, value: minFee + 1n })).wait();
    expect(await balance(f.bulkSendAddress)).toBe(minFee + 1n);
  });

  it('rejects zero value when the minimum fee is zero', async () => {
    const [bob] = freshRecipients('eth-zero', 1);
    const result = await revertOf(f.bulkSend.sendEth([bob ?? ''], [0n], { ...FREE, value: 0n }), f.bulkSend.interface);
    expect(result).toEqual({ name: 'FeeTooLow', args: [0n, 0n] });
  });

  it('names the first amount the value does not cover', async () => {
    const recipients = freshRecipients('eth-short', 5);
    const amounts = [10n, 20n, 30n, 40n, 50n];
    const result = await revertOf(
      f.bulkSend.sendEth(recipients, amounts, { ...FREE, value: 75n }),
      f.bulkSend.interface,
    );
    expect(result).toEqual({ name: 'InsufficientValue', args: [3n, 40n, 15n] });
    expect(await balance(recipients[0] ?? '')).toBe(0n);
  });

  it('never pays a caller out of fees the contract already holds', async () => {
    const [a, b] = freshRecipients('eth-fees', 2);
    await (await f.bulkSend.sendEth([a ?? ''], [1n], { ...FREE, value: ETH })).wait();
    expect(await balance(f.bulkSendAddress)).toBe(ETH - 1n);
    const result = await revertOf(
      f.bulkSend.connect(f.bob).sendEth([b ?? ''], [ETH / 2n], { ...FREE, value: 1n }),
      f.bulkSend.interface,
    );
    expect(result).toEqual({ name: 'InsufficientValue', args: [0n, ETH / 2n, 1n] });
    expect(await balance(f.bulkSendAddress)).toBe(ETH - 1n);
    expect(await balance(b ?? '')).toBe(0n);
  });

  it('rejects 0 and 256 recipients and unequal lists', async () => {
    const iface = f.bulkSend.interface;
    expect(await revertOf(f.bulkSend.sendEth([], [], { ...FREE, value: 1n }), iface)).toEqual({
      name: 'RecipientCountOutOfRange',
      args: [0n, 255n],
    });
    const many = freshRecipients('eth-256', 256);
    expect(
      await revertOf(
        f.bulkSend.sendEth(
          many,
          many.map(() => 1n),
          { ...FREE, value: 256n },
        ),
        iface,
      ),
    ).toEqual({
      name: 'RecipientCountOutOfRange',
      args: [256n, 255n],
    });
    expect(await revertOf(f.bulkSend.sendEth(many.slice(0, 2), [1n], { ...FREE, value: 2n }), iface)).toEqual({
      name: 'LengthMismatch',
      args: [2n, 1n],
    });
  });

  it('rejects a zero-address recipient with its index', async () => {
    const recipients = freshRecipients('eth-zero-addr', 40);
    recipients[33] = `0x${'0'.repeat(40)}`;
    const result = await revertOf(
      f.bulkSend.sendEth(
        recipients,
        recipients.map(() => 1n),
        { ...FREE, value: 40n },
      ),
      f.bulkSend.interface,
    );
    expect(result).toEqual({ name: 'ZeroAddressRecipient', args: [33n] });
  });

  it('reverts the whole batch with the index of a recipient that reverts or burns all gas', async () => {
    const reverting = await (await new RevertingRecipient__factory(f.owner).deploy()).getAddress();
    const burner = await (await new GasBurningRecipient__factory(f.owner).deploy()).getAddress();
    // Indices in each part of the unrolled loop: groups of 16, groups of 4, singles (19 = 16 + 3).
    for (const [index, bad] of [
      [2, reverting],
      [17, burner],
      [18, reverting],
    ] as const) {
      const recipients = freshRecipients(`eth-bad-${index}`, 19);
      recipients[index] = bad;
      const result = await revertOf(
        f.bulkSend.sendEth(
          recipients,
          recipients.map(() => 5n),
          { ...FREE, value: 100n, gasLimit: 3_000_000n },
        ),
        f.bulkSend.interface,
      );
      expect(result).toEqual({ name: 'NativeTransferFailed', args: [BigInt(index), bad, 5n] });
      expect(await balance(recipients[0] ?? '')).toBe(0n);
    }
  });

  it('lets a re-entering recipient take nothing beyond what its own call pays', async () => {
    const [first] = freshRecipients('eth-reenter', 1);
    // Fees already collected: 1 ETH.
    await (await f.bulkSend.sendEth([first ?? ''], [1n], { ...FREE, value: ETH + 1n })).wait();
    const attacker = await new ReentrantRecipient__factory(f.bob).deploy();
    const attackerAddress = await attacker.getAddress();
    // On receipt, it calls sendEth paying 1 wei and asking the contract to send it the collected fees.
    const payload = f.bulkSend.interface.encodeFunctionData('sendEth', [[attackerAddress], [ETH]]);
    await (await attacker.arm(f.bulkSendAddress, payload, 1n)).wait();
    await (await f.bulkSend.connect(f.bob).sendEth([attackerAddress], [10n], { ...FREE, value: 11n })).wait();
    expect(await attacker.innerSucceeded()).toBe(false);
    const inner = f.bulkSend.interface.parseError(await attacker.innerRevert());
    expect(inner?.name).toBe('InsufficientValue');
    expect(await balance(attackerAddress)).toBe(10n);
    expect(await balance(f.bulkSendAddress)).toBe(ETH + 1n);
  });

  it('works for a freshly generated wallet address (no history on chain)', async () => {
    const fresh = Wallet.createRandom().address;
    await (await f.bulkSend.sendEth([fresh], [7n], { ...FREE, value: 8n })).wait();
    expect(await balance(fresh)).toBe(7n);
  });
});
