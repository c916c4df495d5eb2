// ERC-721 and ERC-1155 sends (issue 29): delivery, exactly-once batch ids shared with the fungible sends, fee rules,
// and each hostile case named by its error — a recipient contract that refuses NFTs, ids the sender does not own, a
// wrong standard, a zero amount, a repeated id, a token that lies about ownership and ERC-1155 hooks that re-enter.
import { concat, getCreateAddress, id, type Log, ZeroHash } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BenchErc721 } from '../src/typechain-types/contracts/bench/BenchErc721.js';
import type { BenchErc1155 } from '../src/typechain-types/contracts/bench/BenchErc1155.js';
import { BulkSendNft__factory } from '../src/typechain-types/factories/contracts/BulkSendNft__factory.js';
import { BenchErc721__factory } from '../src/typechain-types/factories/contracts/bench/BenchErc721__factory.js';
import { BenchErc1155__factory } from '../src/typechain-types/factories/contracts/bench/BenchErc1155__factory.js';
import { LyingNft__factory } from '../src/typechain-types/factories/contracts/mocks/LyingNft__factory.js';
import { NftWallet__factory } from '../src/typechain-types/factories/contracts/mocks/NftWallet__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import { revertOf } from './support/revertOf.js';

/** Gas price 0 makes minFee 0, so these tests choose the fee freely. */
const FREE = { type: 0, gasPrice: 0n } as const;
const ERC721_ID = '0x80ac58cd';
const ERC1155_ID = '0xd9b67a26';

describe('BulkSend NFT sends', () => {
  const f = useChainFixture();
  const nft = {} as { erc721: BenchErc721; erc721Address: string; erc1155: BenchErc1155; erc1155Address: string };

  beforeAll(async () => {
    nft.erc721 = await new BenchErc721__factory(f.owner).deploy();
    nft.erc721Address = await nft.erc721.getAddress();
    nft.erc1155 = await new BenchErc1155__factory(f.owner).deploy();
    nft.erc1155Address = await nft.erc1155.getAddress();
    // Alice owns ERC-721 ids 1-300 and 1,000 of each ERC-1155 id 1-10; BulkSend is her operator for both.
    await (await nft.erc721.mint(f.alice.address, 1n, 300n)).wait();
    await (await nft.erc1155.mint(f.alice.address, 1n, 10n, 1_000n)).wait();
    await (await nft.erc721.connect(f.alice).setApprovalForAll(f.bulkSendAddress, true)).wait();
    await (await nft.erc1155.connect(f.alice).setApprovalForAll(f.bulkSendAddress, true)).wait();
  });

  const alice = () => f.bulkSend.connect(f.alice);
  const failure = (action: Promise<unknown>) => revertOf(action, f.bulkSend.interface);
  const summaries = (logs: readonly Log[]) =>
    logs
      .filter((l) => l.address === f.bulkSendAddress)
      .map((l) => f.bulkSend.interface.parseLog(l))
      .map((e) => (e ? [e.name, ...e.args] : null));
  const wallet = async () => {
    const w = await new NftWallet__factory(f.owner).deploy();
    return { w, address: await w.getAddress() };
  };

  describe('ERC-721', () => {
    it('sendErc721Packed moves one id to each recipient, records the batch and logs BatchSent like the other sends', async () => {
      const recipients = freshRecipients('721-packed', 40);
      const ids = recipients.map((_, i) => BigInt(i + 1));
      const batchId = id('721-packed');
      const receipt = await (
        await alice().sendErc721Packed(nft.erc721Address, batchId, pack(recipients, ids), { ...FREE, value: 9n })
      ).wait();
      for (const [i, r] of recipients.entries()) expect(await nft.erc721.ownerOf(ids[i] ?? 0n)).toBe(r);
      expect(await nft.erc721.balanceOf(f.alice.address)).toBe(260n);
      expect(summaries(receipt?.logs ?? [])).toEqual([
        ['BatchSent', f.alice.address, batchId, nft.erc721Address, 40n, 9n],
      ]);
      expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(9n);
      expect(await f.bulkSend.batchSent(f.alice.address, batchId)).toBe(true);
      // The same id again (any entry point: the record is shared with the fungible sends) is refused.
      const again = pack(freshRecipients('721-again', 1), [100n]);
      expect(await failure(alice().sendErc721Packed(nft.erc721Address, batchId, again, FREE))).toEqual({
        name: 'BatchAlreadySent',
        args: [f.alice.address, batchId],
      });
      expect(
        await failure(alice().sendErc20Packed(f.tokenAddress, batchId, pack([f.bob.address], [1n]), FREE)),
      ).toEqual({
        name: 'BatchAlreadySent',
        args: [f.alice.address, batchId],
      });
      expect(await nft.erc721.ownerOf(100n)).toBe(f.alice.address);
    });

    it('sendErc721 takes ids of any size, and a contract recipient gets its id through its own onERC721Received', async () => {
      const big = 2n ** 200n + 7n;
      await (await nft.erc721.mint(f.alice.address, big, 1n)).wait();
      const { address: holder } = await wallet();
      const [eoa] = freshRecipients('721-pairs', 1);
      await (await alice().sendErc721(nft.erc721Address, ZeroHash, [eoa ?? '', holder], [big, 5n], FREE)).wait();
      expect(await nft.erc721.ownerOf(big)).toBe(eoa);
      expect(await nft.erc721.ownerOf(5n)).toBe(holder);
      // Batch id zero records nothing: the same call shape may be sent again.
      expect(await f.bulkSend.batchSent(f.alice.address, ZeroHash)).toBe(false);
      await (await alice().sendErc721(nft.erc721Address, ZeroHash, [holder], [6n], FREE)).wait();
      expect(await nft.erc721.ownerOf(6n)).toBe(holder);
    });

    it('names a recipient contract that refuses NFTs by its position, with the token’s reason', async () => {
      const { w, address: refuser } = await wallet();
      await (await w.reject()).wait();
      const [a, b] = freshRecipients('721-refused', 2);
      const refused = await failure(
        alice().sendErc721Packed(nft.erc721Address, id('r'), pack([a ?? '', refuser, b ?? ''], [1n, 2n, 3n]), FREE),
      );
      expect(refused.name).toBe('RecipientCannotReceive');
      expect(refused.args.slice(0, 2)).toEqual([1n, refuser]);
      // A contract without any receiver hook (the ERC-20 token) is refused the same way.
      const noHook = await failure(
        alice().sendErc721(nft.erc721Address, id('r'), [a ?? '', f.tokenAddress], [1n, 2n], FREE),
      );
      expect(noHook.name).toBe('RecipientCannotReceive');
      expect(noHook.args.slice(0, 2)).toEqual([1n, f.tokenAddress]);
      expect(await nft.erc721.ownerOf(1n)).toBe(f.alice.address);
      expect(await f.bulkSend.batchSent(f.alice.address, id('r'))).toBe(false);
    });

    it('names an id the sender does not own, a repeated id, a zero recipient and a missing approval', async () => {
      await (await nft.erc721.mint(f.bob.address, 500n, 1n)).wait();
      const [a, b, c] = freshRecipients('721-bad', 3);
      const entries = (ids: bigint[]) => pack([a ?? '', b ?? '', c ?? ''], ids);
      expect(
        await failure(alice().sendErc721Packed(nft.erc721Address, ZeroHash, entries([1n, 500n, 2n]), FREE)),
      ).toEqual({
        name: 'NotTokenOwner',
        args: [1n, 500n, f.bob.address],
      });
      expect(await failure(alice().sendErc721Packed(nft.erc721Address, ZeroHash, entries([1n, 2n, 1n]), FREE))).toEqual(
        {
          name: 'DuplicateTokenId',
          args: [2n, 0n, 1n],
        },
      );
      expect(
        await failure(alice().sendErc721Packed(nft.erc721Address, ZeroHash, entries([1n, 999n, 2n]), FREE)),
      ).toEqual({
        name: 'NotTokenOwner',
        args: [1n, 999n, `0x${'0'.repeat(40)}`],
      });
      expect(
        await failure(
          alice().sendErc721Packed(nft.erc721Address, ZeroHash, [(3n << 160n) | BigInt(a ?? ''), 2n << 160n], FREE),
        ),
      ).toEqual({
        name: 'ZeroAddressRecipient',
        args: [1n],
      });
      await (await nft.erc721.connect(f.bob).mint(f.bob.address, 600n, 1n)).wait();
      expect(
        await failure(f.bulkSend.connect(f.bob).sendErc721(nft.erc721Address, ZeroHash, [a ?? ''], [600n], FREE)),
      ).toEqual({ name: 'NotApprovedForAll', args: [nft.erc721Address, f.bob.address] });
    });

    it('refuses a token of the wrong standard before moving anything (an ERC-20 would read transferFrom as an amount)', async () => {
      const [a] = freshRecipients('721-std', 1);
      const before = await f.token.balanceOf(f.alice.address);
      expect(await failure(alice().sendErc721Packed(f.tokenAddress, ZeroHash, pack([a ?? ''], [5n]), FREE))).toEqual({
        name: 'WrongTokenStandard',
        args: [f.tokenAddress, ERC721_ID],
      });
      expect(
        await failure(alice().sendErc721Packed(nft.erc1155Address, ZeroHash, pack([a ?? ''], [5n]), FREE)),
      ).toEqual({
        name: 'WrongTokenStandard',
        args: [nft.erc1155Address, ERC721_ID],
      });
      expect(await failure(alice().sendErc721Packed(f.bob.address, ZeroHash, pack([a ?? ''], [5n]), FREE))).toEqual({
        name: 'WrongTokenStandard',
        args: [f.bob.address, ERC721_ID],
      });
      expect(await f.token.balanceOf(f.alice.address)).toBe(before);
    });

    it('refuses a token that lies about ownership (success without moving anything) and records nothing', async () => {
      const liar = await new LyingNft__factory(f.owner).deploy(f.alice.address);
      const liarAddress = await liar.getAddress();
      const recipients = freshRecipients('721-liar', 3);
      const batchId = id('liar');
      expect(
        await failure(alice().sendErc721Packed(liarAddress, batchId, pack(recipients, [1n, 2n, 3n]), FREE)),
      ).toEqual({ name: 'SenderNotDebited', args: [liarAddress, 0n, 3n, 0n] });
      expect(await f.bulkSend.batchSent(f.alice.address, batchId)).toBe(false);
    });

    it('accepts an entry addressed to the sender itself (its balance falls by one less)', async () => {
      const [a] = freshRecipients('721-self', 1);
      await (
        await alice().sendErc721Packed(nft.erc721Address, id('self'), pack([a ?? '', f.alice.address], [7n, 8n]), FREE)
      ).wait();
      expect([await nft.erc721.ownerOf(7n), await nft.erc721.ownerOf(8n)]).toEqual([a, f.alice.address]);
    });

    it('refuses a repeated id that the token itself would let through: after an entry to the sender, or handed back by a hook', async () => {
      // The token refuses a second move of an id the caller no longer owns; these two repeats leave the id with the
      // caller in between, so both transfers succeed and only BulkSend's check after the loop can name them.
      const [a] = freshRecipients('721-repeat', 1);
      const self = f.alice.address;
      expect(
        await failure(
          alice().sendErc721Packed(nft.erc721Address, id('rep1'), pack([self, a ?? ''], [296n, 296n]), FREE),
        ),
      ).toEqual({ name: 'DuplicateTokenId', args: [1n, 0n, 296n] });
      expect(
        await failure(
          alice().sendErc721(nft.erc721Address, id('rep2'), [a ?? '', self, a ?? ''], [298n, 297n, 297n], FREE),
        ),
      ).toEqual({ name: 'DuplicateTokenId', args: [2n, 1n, 297n] });
      // A recipient contract whose hook hands the id straight back to the caller.
      const { w, address } = await wallet();
      await (
        await w.arm(nft.erc721Address, nft.erc721.interface.encodeFunctionData('transferFrom', [address, self, 299n]))
      ).wait();
      expect(
        await failure(
          alice().sendErc721Packed(nft.erc721Address, id('rep3'), pack([address, a ?? ''], [299n, 299n]), FREE),
        ),
      ).toEqual({ name: 'DuplicateTokenId', args: [1n, 0n, 299n] });
      expect(await nft.erc721.ownerOf(296n)).toBe(self);
      expect(await nft.erc721.ownerOf(297n)).toBe(self);
      expect(await nft.erc721.ownerOf(299n)).toBe(self);
      for (const batchId of ['rep1', 'rep2', 'rep3']) expect(await f.bulkSend.batchSent(self, id(batchId))).toBe(false);
    });

    it('applies the fee rules of the ERC-20 sends: value at least minFee(), kept by the contract', async () => {
      const options = { type: 0, gasPrice: 10n ** 9n, gasLimit: 500_000n } as const;
      const entries = pack(freshRecipients('721-fee', 2), [11n, 12n]);
      const short = await failure(
        alice().sendErc721Packed(nft.erc721Address, id('fee'), entries, { ...options, value: 1n }),
      );
      expect(short.name).toBe('FeeTooLow');
      expect(short.args[0]).toBe(1n);
      const fee = (options.gasLimit * options.gasPrice * 5n) / 100n;
      await (await alice().sendErc721Packed(nft.erc721Address, id('fee'), entries, { ...options, value: fee })).wait();
      expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(fee);
      expect(await nft.erc721.ownerOf(12n)).not.toBe(f.alice.address);
    });

    it('refuses 0 or more than 255 entries and lists of different lengths', async () => {
      expect(await failure(alice().sendErc721Packed(nft.erc721Address, ZeroHash, [], FREE))).toEqual({
        name: 'RecipientCountOutOfRange',
        args: [0n, 255n],
      });
      const many = pack(
        freshRecipients('721-many', 256),
        Array.from({ length: 256 }, (_, i) => BigInt(i + 1)),
      );
      expect((await failure(alice().sendErc721Packed(nft.erc721Address, ZeroHash, many, FREE))).name).toBe(
        'RecipientCountOutOfRange',
      );
      expect(await failure(alice().sendErc721(nft.erc721Address, ZeroHash, [f.bob.address], [1n, 2n], FREE))).toEqual({
        name: 'LengthMismatch',
        args: [1n, 2n],
      });
    });

    it('sends 255 ids in one batch', async () => {
      const recipients = freshRecipients('721-255', 255);
      const ids = recipients.map((_, i) => BigInt(i + 1));
      await (await alice().sendErc721Packed(nft.erc721Address, id('255'), pack(recipients, ids), FREE)).wait();
      expect(await nft.erc721.ownerOf(255n)).toBe(recipients[254]);
      expect(await nft.erc721.balanceOf(f.alice.address)).toBe(45n);
    });
  });

  describe('ERC-1155', () => {
    it('sendErc1155Packed sends one id with an amount per recipient, exactly once', async () => {
      const recipients = freshRecipients('1155-packed', 20);
      const amounts = recipients.map((_, i) => BigInt(i + 1));
      const batchId = id('1155-packed');
      const receipt = await (
        await alice().sendErc1155Packed(nft.erc1155Address, 3n, batchId, pack(recipients, amounts), {
          ...FREE,
          value: 4n,
        })
      ).wait();
      for (const [i, r] of recipients.entries()) expect(await nft.erc1155.balanceOf(r, 3n)).toBe(amounts[i]);
      expect(await nft.erc1155.balanceOf(f.alice.address, 3n)).toBe(1_000n - 210n);
      expect(summaries(receipt?.logs ?? [])).toEqual([
        ['BatchSent', f.alice.address, batchId, nft.erc1155Address, 20n, 4n],
      ]);
      expect(
        await failure(alice().sendErc1155Packed(nft.erc1155Address, 3n, batchId, pack(recipients, amounts), FREE)),
      ).toEqual({ name: 'BatchAlreadySent', args: [f.alice.address, batchId] });
    });

    it('sendErc1155Uniform sends one id and one amount to recipients given as 20-byte addresses back to back', async () => {
      const recipients = freshRecipients('1155-uniform', 37);
      const batchId = id('1155-uniform');
      const receipt = await (
        await alice().sendErc1155Uniform(nft.erc1155Address, 6n, 2n, batchId, concat(recipients), {
          ...FREE,
          value: 3n,
        })
      ).wait();
      for (const r of recipients) expect(await nft.erc1155.balanceOf(r, 6n)).toBe(2n);
      expect(await nft.erc1155.balanceOf(f.alice.address, 6n)).toBe(1_000n - 74n);
      expect(summaries(receipt?.logs ?? [])).toEqual([
        ['BatchSent', f.alice.address, batchId, nft.erc1155Address, 37n, 3n],
      ]);
      const again = alice().sendErc1155Uniform(nft.erc1155Address, 6n, 2n, batchId, concat(recipients), FREE);
      expect(await failure(again)).toEqual({ name: 'BatchAlreadySent', args: [f.alice.address, batchId] });
      const [a, b] = freshRecipients('1155-uniform-bad', 2);
      const two = concat([a ?? '', b ?? '']);
      expect(await failure(alice().sendErc1155Uniform(nft.erc1155Address, 6n, 0n, ZeroHash, two, FREE))).toEqual({
        name: 'ZeroAmount',
        args: [0n],
      });
      expect(await failure(alice().sendErc1155Uniform(nft.erc1155Address, 6n, 1n, ZeroHash, `${two}00`, FREE))).toEqual(
        {
          name: 'RecipientsNotPacked',
          args: [41n],
        },
      );
      expect(
        await failure(
          alice().sendErc1155Uniform(
            nft.erc1155Address,
            6n,
            1n,
            ZeroHash,
            concat([a ?? '', `0x${'0'.repeat(40)}`]),
            FREE,
          ),
        ),
      ).toEqual({ name: 'ZeroAddressRecipient', args: [1n] });
      expect(await failure(alice().sendErc1155Uniform(nft.erc1155Address, 6n, 500n, ZeroHash, two, FREE))).toEqual({
        name: 'InsufficientTokenBalance',
        args: [1n, 6n, 500n, 426n],
      });
      const liar = await new LyingNft__factory(f.owner).deploy(f.alice.address);
      expect(await failure(alice().sendErc1155Uniform(await liar.getAddress(), 6n, 4n, ZeroHash, two, FREE))).toEqual({
        name: 'SenderNotDebited',
        args: [await liar.getAddress(), 6n, 8n, 0n],
      });
      // An entry addressed to the sender itself keeps its amount, and the balance check allows for it.
      await (
        await alice().sendErc1155Uniform(nft.erc1155Address, 6n, 1n, ZeroHash, concat([a ?? '', f.alice.address]), FREE)
      ).wait();
      expect(await nft.erc1155.balanceOf(a ?? '', 6n)).toBe(1n);
    });

    it('sendErc1155 sends a distinct id and amount to each recipient', async () => {
      const recipients = freshRecipients('1155-ids', 10);
      const ids = recipients.map((_, i) => BigInt(i + 1));
      const amounts = recipients.map((_, i) => BigInt(10 * (i + 1)));
      await (await alice().sendErc1155(nft.erc1155Address, id('ids'), recipients, ids, amounts, FREE)).wait();
      for (const [i, r] of recipients.entries()) expect(await nft.erc1155.balanceOf(r, ids[i] ?? 0n)).toBe(amounts[i]);
      expect(await f.bulkSend.batchSent(f.alice.address, id('ids'))).toBe(true);
    });

    it('names a zero amount, a short balance, a refusing recipient contract, a wrong standard and a missing approval', async () => {
      const [a, b] = freshRecipients('1155-bad', 2);
      expect(
        await failure(
          alice().sendErc1155Packed(nft.erc1155Address, 1n, ZeroHash, pack([a ?? '', b ?? ''], [1n, 0n]), FREE),
        ),
      ).toEqual({ name: 'ZeroAmount', args: [1n] });
      expect(
        await failure(alice().sendErc1155(nft.erc1155Address, ZeroHash, [a ?? '', b ?? ''], [1n, 2n], [5n, 0n], FREE)),
      ).toEqual({ name: 'ZeroAmount', args: [1n] });
      // 600 then 600 of id 1: the second is short after the first (400 left).
      expect(
        await failure(
          alice().sendErc1155Packed(nft.erc1155Address, 1n, ZeroHash, pack([a ?? '', b ?? ''], [600n, 600n]), FREE),
        ),
      ).toEqual({ name: 'InsufficientTokenBalance', args: [1n, 1n, 600n, 400n] });
      const { w, address: refuser } = await wallet();
      await (await w.reject()).wait();
      const refused = await failure(
        alice().sendErc1155(nft.erc1155Address, ZeroHash, [a ?? '', refuser], [1n, 2n], [1n, 1n], FREE),
      );
      expect(refused.name).toBe('RecipientCannotReceive');
      expect(refused.args.slice(0, 2)).toEqual([1n, refuser]);
      expect(
        await failure(alice().sendErc1155Packed(nft.erc721Address, 1n, ZeroHash, pack([a ?? ''], [1n]), FREE)),
      ).toEqual({ name: 'WrongTokenStandard', args: [nft.erc721Address, ERC1155_ID] });
      await (await nft.erc1155.mint(f.bob.address, 1n, 1n, 5n)).wait();
      expect(
        await failure(
          f.bulkSend.connect(f.bob).sendErc1155Packed(nft.erc1155Address, 1n, ZeroHash, pack([a ?? ''], [1n]), FREE),
        ),
      ).toEqual({ name: 'NotApprovedForAll', args: [nft.erc1155Address, f.bob.address] });
    });

    it('refuses a token that lies about balances (success without moving anything)', async () => {
      const liar = await new LyingNft__factory(f.owner).deploy(f.alice.address);
      const liarAddress = await liar.getAddress();
      expect(
        await failure(
          alice().sendErc1155Packed(liarAddress, 4n, id('liar'), pack(freshRecipients('1155-liar', 2), [5n, 6n]), FREE),
        ),
      ).toEqual({ name: 'SenderNotDebited', args: [liarAddress, 4n, 11n, 0n] });
      expect(await f.bulkSend.batchSent(f.alice.address, id('liar'))).toBe(false);
    });

    it('a recipient hook that makes the sender replay its batch id is refused; the batch itself completes', async () => {
      const { w: sender, address: senderAddress } = await wallet();
      await (await nft.erc1155.mint(senderAddress, 2n, 1n, 100n)).wait();
      await (await sender.approveAll(nft.erc1155Address, f.bulkSendAddress)).wait();
      const { w: hooked, address: hookedAddress } = await wallet();
      const [later, other] = freshRecipients('1155-replay', 2);
      const batchId = id('1155-replay');
      const replay = f.bulkSend.interface.encodeFunctionData('sendErc1155Packed', [
        nft.erc1155Address,
        2n,
        batchId,
        pack([other ?? ''], [1n]),
      ]);
      // The recipient's hook calls the sender, which sends the same batch id again from inside the batch.
      await (
        await hooked.arm(senderAddress, sender.interface.encodeFunctionData('send', [f.bulkSendAddress, replay]))
      ).wait();
      const outer = f.bulkSend.interface.encodeFunctionData('sendErc1155Packed', [
        nft.erc1155Address,
        2n,
        batchId,
        pack([hookedAddress, later ?? ''], [3n, 4n]),
      ]);
      await (await sender.send(f.bulkSendAddress, outer, FREE)).wait();
      expect(await hooked.innerSucceeded()).toBe(false);
      expect(f.bulkSend.interface.parseError(await hooked.innerRevert())).toMatchObject({
        name: 'BatchAlreadySent',
        args: [senderAddress, batchId],
      });
      expect(await nft.erc1155.balanceOf(hookedAddress, 2n)).toBe(3n);
      expect(await nft.erc1155.balanceOf(later ?? '', 2n)).toBe(4n);
      expect(await nft.erc1155.balanceOf(other ?? '', 2n)).toBe(0n);
      expect(await nft.erc1155.balanceOf(senderAddress, 2n)).toBe(93n);
    });

    it('a recipient hook that re-enters with a batch of its own: both complete, each event reports its own fee', async () => {
      const { w: hooked, address: hookedAddress } = await wallet();
      await (await hooked.approveAll(nft.erc1155Address, f.bulkSendAddress)).wait();
      const [onward, later] = freshRecipients('1155-reenter', 2);
      const inner = f.bulkSend.interface.encodeFunctionData('sendErc1155Packed', [
        nft.erc1155Address,
        5n,
        id('inner'),
        pack([onward ?? ''], [2n]),
      ]);
      // Inside the hook the wallet already holds what it received, and forwards part of it through BulkSend.
      await (await hooked.arm(f.bulkSendAddress, inner)).wait();
      const receipt = await (
        await alice().sendErc1155Packed(
          nft.erc1155Address,
          5n,
          id('outer'),
          pack([hookedAddress, later ?? ''], [5n, 1n]),
          {
            ...FREE,
            value: 30n,
          },
        )
      ).wait();
      expect(await hooked.innerSucceeded()).toBe(true);
      expect(await nft.erc1155.balanceOf(onward ?? '', 5n)).toBe(2n);
      expect(await nft.erc1155.balanceOf(hookedAddress, 5n)).toBe(3n);
      expect(await nft.erc1155.balanceOf(later ?? '', 5n)).toBe(1n);
      expect(summaries(receipt?.logs ?? []).filter((e) => e?.[0] === 'BatchSent')).toEqual([
        ['BatchSent', hookedAddress, id('inner'), nft.erc1155Address, 1n, 0n],
        ['BatchSent', f.alice.address, id('outer'), nft.erc1155Address, 2n, 30n],
      ]);
    });
  });

  describe('every NFT entry point: the fee rule of the ERC-20 sends, exactly-once ids, canonical recipients', () => {
    type Send = (batchId: string, to: string[], options: object) => Promise<unknown>;
    const cases: [string, Send][] = [
      ['sendErc721', (b, to, o) => alice().sendErc721(nft.erc721Address, b, to, [21n, 22n], o)],
      ['sendErc721Packed', (b, to, o) => alice().sendErc721Packed(nft.erc721Address, b, pack(to, [21n, 22n]), o)],
      ['sendErc1155Uniform', (b, to, o) => alice().sendErc1155Uniform(nft.erc1155Address, 7n, 3n, b, concat(to), o)],
      ['sendErc1155Packed', (b, to, o) => alice().sendErc1155Packed(nft.erc1155Address, 7n, b, pack(to, [3n, 3n]), o)],
      ['sendErc1155', (b, to, o) => alice().sendErc1155(nft.erc1155Address, b, to, [7n, 8n], [3n, 3n], o)],
    ];

    it.each(cases)(
      '%s: value below minFee() is refused, at least minFee() is kept; the same id twice is refused',
      async (name, send) => {
        const options = { type: 0, gasPrice: 10n ** 9n, gasLimit: 600_000n } as const;
        const to = freshRecipients(`fee-${name}`, 2);
        const batchId = id(`fee-${name}`);
        const short = await failure(send(batchId, to, { ...options, value: 1n }));
        expect(short.name).toBe('FeeTooLow');
        expect(short.args[0]).toBe(1n);
        expect(await f.bulkSend.batchSent(f.alice.address, batchId)).toBe(false);
        const fee = (options.gasLimit * options.gasPrice * 5n) / 100n;
        const receipt = await (
          (await send(batchId, to, { ...options, value: fee })) as { wait: () => Promise<{ logs: Log[] }> }
        ).wait();
        expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(fee);
        expect(summaries(receipt.logs)).toEqual([
          [
            'BatchSent',
            f.alice.address,
            batchId,
            name.startsWith('sendErc721') ? nft.erc721Address : nft.erc1155Address,
            2n,
            fee,
          ],
        ]);
        expect(await failure(send(batchId, freshRecipients(`fee-${name}-again`, 2), FREE))).toEqual({
          name: 'BatchAlreadySent',
          args: [f.alice.address, batchId],
        });
      },
    );

    it('a list recipient word with dirty upper bits is refused by position, never paid to its low 160 bits', async () => {
      const [a, b] = freshRecipients('dirty', 2);
      for (const data of [
        f.bulkSend.interface.encodeFunctionData('sendErc721', [
          nft.erc721Address,
          ZeroHash,
          [a ?? '', b ?? ''],
          [31n, 32n],
        ]),
        f.bulkSend.interface.encodeFunctionData('sendErc1155', [
          nft.erc1155Address,
          ZeroHash,
          [a ?? '', b ?? ''],
          [1n, 1n],
          [1n, 1n],
        ]),
      ]) {
        const clean = (b ?? '').slice(2).toLowerCase().padStart(64, '0');
        const dirty = `01${clean.slice(2)}`;
        expect(data.includes(clean)).toBe(true);
        const refused = await failure(
          f.alice.sendTransaction({ to: f.bulkSendAddress, data: data.replace(clean, dirty), ...FREE }),
        );
        expect(refused).toEqual({ name: 'RecipientNotCanonical', args: [1n, `0x${dirty}`] });
      }
      expect(await nft.erc721.ownerOf(31n)).toBe(f.alice.address);
    });
  });

  it('BulkSendNft refuses to run outside BulkSend (called directly it would keep fees nobody can claim)', async () => {
    const extension = BulkSendNft__factory.connect(getCreateAddress({ from: f.bulkSendAddress, nonce: 1 }), f.alice);
    expect((await f.provider.getCode(await extension.getAddress())).length).toBeGreaterThan(2);
    expect(
      await failure(extension.sendErc721Packed(nft.erc721Address, ZeroHash, pack([f.bob.address], [1n]), FREE)),
    ).toEqual({ name: 'Unauthorized', args: [f.alice.address] });
  });
});
