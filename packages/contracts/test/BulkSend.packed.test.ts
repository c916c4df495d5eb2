import { id, type Log, ZeroHash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import { revertOf } from './support/revertOf.js';

/** Gas price 0 makes minFee 0, so these tests choose the fee freely. */
const FREE = { type: 0, gasPrice: 0n } as const;
const NATIVE = `0x${'0'.repeat(40)}`;

describe('BulkSend packed sends and exactly-once batches', () => {
  const f = useChainFixture();

  const summaries = (logs: readonly Log[]) =>
    logs
      .filter((l) => l.address === f.bulkSendAddress)
      .map((l) => f.bulkSend.interface.parseLog(l))
      .map((e) => (e ? [e.name, ...e.args] : null));

  it('sendErc20Packed pays each packed recipient and reports the batch id in its summary event', async () => {
    const recipients = freshRecipients('packed-erc20', 40);
    const amounts = recipients.map((_, i) => 1_000n * BigInt(i + 1));
    const batchId = id('batch-1');
    const before = await f.token.balanceOf(f.alice.address);
    const alice = f.bulkSend.connect(f.alice);
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(false);
    const receipt = await (
      await alice.sendErc20Packed(f.tokenAddress, batchId, pack(recipients, amounts), { ...FREE, value: 77n })
    ).wait();
    for (const [i, r] of recipients.entries()) expect(await f.token.balanceOf(r)).toBe(amounts[i]);
    expect(await f.token.balanceOf(f.alice.address)).toBe(before - amounts.reduce((a, b) => a + b, 0n));
    expect(await f.token.balanceOf(f.bulkSendAddress)).toBe(0n);
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(77n);
    expect(summaries(receipt?.logs ?? [])).toEqual([['BatchSent', f.alice.address, batchId, f.tokenAddress, 40n, 77n]]);
    // Clients can find the batch by its id in the logs (indexed topic).
    const found = await f.bulkSend.queryFilter(f.bulkSend.filters.BatchSent(f.alice.address, batchId));
    expect(found.map((e) => e.transactionHash)).toEqual([receipt?.hash]);
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(true);
    expect(await alice.batchSent(f.bob.address, batchId)).toBe(false);
  });

  it('refuses a second send of the same batch id by the same sender, for tokens and native coin', async () => {
    const [r] = freshRecipients('packed-once', 1);
    const packed = pack([r ?? ''], [5n]);
    const batchId = id('once');
    const alice = f.bulkSend.connect(f.alice);
    await (await alice.sendErc20Packed(f.tokenAddress, batchId, packed, FREE)).wait();
    expect(await revertOf(alice.sendErc20Packed(f.tokenAddress, batchId, packed, FREE), f.bulkSend.interface)).toEqual({
      name: 'BatchAlreadySent',
      args: [f.alice.address, batchId],
    });
    // The id is per sender, not per entry point: the native send with the same id is refused too.
    expect(await revertOf(alice.sendEthPacked(batchId, packed, { ...FREE, value: 6n }), f.bulkSend.interface)).toEqual({
      name: 'BatchAlreadySent',
      args: [f.alice.address, batchId],
    });
    expect(await f.token.balanceOf(r ?? '')).toBe(5n);
    // Another sender may use the same id.
    await (await f.bulkSend.connect(f.bob).sendEthPacked(batchId, packed, { ...FREE, value: 6n })).wait();
    expect(await f.provider.getBalance(r ?? '')).toBe(5n);
  });

  it('records nothing for batch id zero: the same batch can be sent again', async () => {
    const [r] = freshRecipients('packed-zero-id', 1);
    const packed = pack([r ?? ''], [5n]);
    const alice = f.bulkSend.connect(f.alice);
    for (let i = 0; i < 2; i++) {
      const receipt = await (await alice.sendEthPacked(ZeroHash, packed, { ...FREE, value: 6n })).wait();
      expect(summaries(receipt?.logs ?? [])).toEqual([['BatchSent', f.alice.address, ZeroHash, NATIVE, 1n, 1n]]);
    }
    expect(await f.provider.getBalance(r ?? '')).toBe(10n);
    expect(await alice.batchSent(f.alice.address, ZeroHash)).toBe(false);
  });

  it('keeps the id free when the batch reverts, so a corrected batch can be sent with it', async () => {
    const recipients = freshRecipients('packed-retry', 3);
    const batchId = id('retry');
    const alice = f.bulkSend.connect(f.alice);
    const short = await revertOf(
      alice.sendEthPacked(batchId, pack(recipients, [10n, 10n, 10n]), { ...FREE, value: 25n }),
      f.bulkSend.interface,
    );
    expect(short).toEqual({ name: 'InsufficientValue', args: [2n, 10n, 5n] });
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(false);
    const receipt = await (
      await alice.sendEthPacked(batchId, pack(recipients, [10n, 10n, 10n]), { ...FREE, value: 31n })
    ).wait();
    expect(summaries(receipt?.logs ?? [])).toEqual([['BatchSent', f.alice.address, batchId, NATIVE, 3n, 1n]]);
    for (const r of recipients) expect(await f.provider.getBalance(r)).toBe(10n);
    expect(await alice.batchSent(f.alice.address, batchId)).toBe(true);
  });

  it('applies the spec rules to packed entries: zero recipient, 0 or 256 entries, fee', async () => {
    const iface = f.bulkSend.interface;
    const alice = f.bulkSend.connect(f.alice);
    const recipients = freshRecipients('packed-rules', 20);
    const words = pack(
      recipients,
      recipients.map(() => 1n),
    );
    words[13] = 1n << 160n; // amount 1 to the zero address
    expect(await revertOf(alice.sendErc20Packed(f.tokenAddress, ZeroHash, words, FREE), iface)).toEqual({
      name: 'ZeroAddressRecipient',
      args: [13n],
    });
    expect(await revertOf(alice.sendEthPacked(ZeroHash, words, { ...FREE, value: 21n }), iface)).toEqual({
      name: 'ZeroAddressRecipient',
      args: [13n],
    });
    expect(await revertOf(alice.sendEthPacked(ZeroHash, [], { ...FREE, value: 1n }), iface)).toEqual({
      name: 'RecipientCountOutOfRange',
      args: [0n, 255n],
    });
    const many = pack(
      freshRecipients('packed-256', 256),
      Array.from({ length: 256 }, () => 1n),
    );
    expect(await revertOf(alice.sendErc20Packed(f.tokenAddress, ZeroHash, many, FREE), iface)).toEqual({
      name: 'RecipientCountOutOfRange',
      args: [256n, 255n],
    });
    const options = { type: 0, gasPrice: 10n ** 9n, gasLimit: 300_000n } as const;
    const low = await revertOf(alice.sendEthPacked(ZeroHash, words.slice(0, 1), { ...options, value: 1n }), iface);
    expect(low.name).toBe('FeeTooLow');
    expect(await revertOf(alice.sendEthPacked(ZeroHash, [], { ...FREE, value: 0n }), iface)).toMatchObject({
      name: 'RecipientCountOutOfRange',
    });
  });

  it('accepts the full 255 packed recipients with amounts up to 2^96 − 1', async () => {
    const recipients = freshRecipients('packed-255', 255);
    const big = 2n ** 96n - 1n;
    await (await f.token.mint(f.alice.address, big)).wait();
    const amounts = recipients.map((_, i) => (i === 254 ? big : 3n));
    await (
      await f.bulkSend.connect(f.alice).sendErc20Packed(f.tokenAddress, id('255'), pack(recipients, amounts), FREE)
    ).wait();
    expect(await f.token.balanceOf(recipients[0] ?? '')).toBe(3n);
    expect(await f.token.balanceOf(recipients[254] ?? '')).toBe(big);
    const native = freshRecipients('packed-255-eth', 255);
    await (
      await f.bulkSend.connect(f.alice).sendEthPacked(
        id('255-eth'),
        pack(
          native,
          native.map(() => 2n),
        ),
        { ...FREE, value: 510n },
      )
    ).wait();
    expect(await f.provider.getBalance(native[254] ?? '')).toBe(2n);
    expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(0n);
  });
});
