// Proof that the client fee formula of batch-core always satisfies the contract's minFee check.
import { id } from 'ethers';
import { describe, expect, it } from 'vitest';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import { revertOf } from './support/revertOf.js';

/** batch-core's client fee, written out here: ceil(gasEstimate × (100 + feePercent) × gasPrice / 100). */
function bulkSendFee({
  gasEstimate,
  gasPrice,
  feePercent,
}: {
  gasEstimate: bigint;
  gasPrice: bigint;
  feePercent: bigint;
}): bigint {
  const n = gasEstimate * (100n + feePercent) * gasPrice;
  return (n + 99n) / 100n;
}

const GWEI = 10n ** 9n;
const GAS_PRICES = [1n, 30n * GWEI, 1_000n * GWEI];
const SIZES = [1, 100, 255];
const ESTIMATE = { type: 0, gasPrice: 0n } as const;

describe('BulkSend minFee against the client fee formula', () => {
  const f = useChainFixture();

  it('minFee reads 0 without a gas price and is gasPrice × gasLeft × feePercent / 100 otherwise', async () => {
    expect(await f.bulkSend.minFee()).toBe(0n);
    const gas = 100_000n;
    const fee = await f.bulkSend.minFee({ gasPrice: GWEI, gasLimit: gas });
    // gasleft() at the check is the limit minus the intrinsic gas, the fee percent's cold read and a little more.
    expect(fee).toBeLessThan((GWEI * (gas - 21_000n) * 5n) / 100n);
    expect(fee).toBeGreaterThan((GWEI * (gas - 24_000n) * 5n) / 100n);
  });

  // Same gas limit, calldata and state: the same gasleft() at the fee check, so a first revert names the exact
  // minFee that the next calls face.
  const PRICED = { type: 0, gasPrice: 10n ** 9n, gasLimit: 300_000n } as const;

  it('sendErc20Packed: a value below minFee reverts FeeTooLow, a value equal to it is enough', async () => {
    const iface = f.bulkSend.interface;
    const alice = f.bulkSend.connect(f.alice);
    const recipients = freshRecipients('packed-fee-erc20', 2);
    const packed = pack(recipients, [3n, 4n]);
    const batchId = id('packed-fee-erc20');
    const probe = await revertOf(
      alice.sendErc20Packed(f.tokenAddress, batchId, packed, { ...PRICED, value: 1n }),
      iface,
    );
    expect(probe.name).toBe('FeeTooLow');
    const minFee = probe.args[1] as bigint;
    expect(minFee).toBeGreaterThan(1n);
    expect(
      await revertOf(alice.sendErc20Packed(f.tokenAddress, batchId, packed, { ...PRICED, value: minFee - 1n }), iface),
    ).toEqual({ name: 'FeeTooLow', args: [minFee - 1n, minFee] });
    // Nothing was recorded by the reverted calls: the same id still goes through, with exactly minFee.
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(false);
    await (await alice.sendErc20Packed(f.tokenAddress, batchId, packed, { ...PRICED, value: minFee })).wait();
    expect(await f.token.balanceOf(recipients[1] ?? '')).toBe(4n);
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(minFee);
  });

  it('sendEthPacked: a value equal to minFee reverts FeeTooLow (strictly above is required)', async () => {
    const iface = f.bulkSend.interface;
    const alice = f.bulkSend.connect(f.alice);
    const recipients = freshRecipients('packed-fee-eth', 2);
    const packed = pack(recipients, [0n, 0n]);
    const batchId = id('packed-fee-eth');
    const probe = await revertOf(alice.sendEthPacked(batchId, packed, { ...PRICED, value: 1n }), iface);
    expect(probe.name).toBe('FeeTooLow');
    const minFee = probe.args[1] as bigint;
    expect(minFee).toBeGreaterThan(1n);
    expect(await revertOf(alice.sendEthPacked(batchId, packed, { ...PRICED, value: minFee - 1n }), iface)).toEqual({
      name: 'FeeTooLow',
      args: [minFee - 1n, minFee],
    });
    expect(await revertOf(alice.sendEthPacked(batchId, packed, { ...PRICED, value: minFee }), iface)).toEqual({
      name: 'FeeTooLow',
      args: [minFee, minFee],
    });
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(false);
    await (await alice.sendEthPacked(batchId, packed, { ...PRICED, value: minFee + 1n })).wait();
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(minFee + 1n);
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(true);
  });

  for (const feePercent of [5n, 255n]) {
    it(`sendErc20 and sendEth accept the client fee at 1, 100 and 255 recipients (feePercent ${feePercent})`, async () => {
      await (await f.bulkSend.setFeePercent(feePercent, { type: 0, gasPrice: 0n })).wait();
      const alice = f.bulkSend.connect(f.alice);
      for (const n of SIZES) {
        for (const gasPrice of GAS_PRICES) {
          const label = `fee-${feePercent}-${n}-${gasPrice}`;
          const amounts = Array.from({ length: n }, () => 1_000n);
          const total = 1_000n * BigInt(n);
          // Token batch: estimate at gas price 0 (minFee 0; the gas used does not depend on price or value), then
          // send exactly the client fee with that gas limit at the real price.
          const tokenRecipients = freshRecipients(`${label}-erc20`, n);
          const tokenEstimate = await alice.sendErc20.estimateGas(f.tokenAddress, tokenRecipients, amounts, ESTIMATE);
          const tokenFee = bulkSendFee({ gasEstimate: tokenEstimate, gasPrice, feePercent });
          const before = await f.provider.getBalance(f.bulkSendAddress);
          await (
            await alice.sendErc20(f.tokenAddress, tokenRecipients, amounts, {
              type: 0,
              gasPrice,
              gasLimit: tokenEstimate,
              value: tokenFee,
            })
          ).wait();
          expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(before + tokenFee);
          expect(await f.token.balanceOf(tokenRecipients[n - 1] ?? '')).toBe(1_000n);
          // Native batch: value is the amounts plus the client fee.
          const ethRecipients = freshRecipients(`${label}-eth`, n);
          const ethEstimate = await alice.sendEth.estimateGas(ethRecipients, amounts, { ...ESTIMATE, value: total });
          const ethFee = bulkSendFee({ gasEstimate: ethEstimate, gasPrice, feePercent });
          await (
            await alice.sendEth(ethRecipients, amounts, {
              type: 0,
              gasPrice,
              gasLimit: ethEstimate,
              value: total + ethFee,
            })
          ).wait();
          expect(await f.provider.getBalance(ethRecipients[n - 1] ?? '')).toBe(1_000n);
        }
      }
      // 18 batches of up to 255 fresh recipients: about 50 s on a busy 2-core machine, so more than the default.
    }, 300_000);
  }
});
