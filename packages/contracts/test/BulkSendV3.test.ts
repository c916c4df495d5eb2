// BulkSend v3 (issue 39), deployed as it will be (the deterministic-deployment proxy): batch ids bound to the sender and
// the chain on every entry point (a Safe file replayed by another Safe, or on another chain, pays no one), the batch
// count per sender, ERC-20 answers of 1–31 bytes refused (v2, frozen, accepts them), ERC-721 to accounts without code
// without the code check, the owner's claim of NFTs stuck in the contract, and the caller's total in sendErc20Packed.
import { BrowserProvider, concat, type JsonRpcSigner, keccak256, toUtf8Bytes, ZeroHash } from 'ethers';
import hre from 'hardhat';
import { createProvider } from 'hardhat/internal/core/providers/construction.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchIdTagOf } from '../src/batchId/batchIdTagOf.js';
import { bindBatchId } from '../src/batchId/bindBatchId.js';
import { deployBulkSendDeterministic } from '../src/deterministic/deployBulkSendDeterministic.js';
import { installDeterministicDeploymentProxy } from '../src/deterministic/installDeterministicDeploymentProxy.js';
import { packErc1155Entries } from '../src/erc1155Entries/packErc1155Entries.js';
import type { BenchErc721 } from '../src/typechain-types/contracts/bench/BenchErc721.js';
import type { BenchErc1155 } from '../src/typechain-types/contracts/bench/BenchErc1155.js';
import type { DemoToken } from '../src/typechain-types/contracts/demo/DemoToken.js';
import type { BulkSendV3 } from '../src/typechain-types/contracts/v3/BulkSendV3.js';
import { BulkSend__factory } from '../src/typechain-types/factories/contracts/BulkSend__factory.js';
import { BenchErc721__factory } from '../src/typechain-types/factories/contracts/bench/BenchErc721__factory.js';
import { BenchErc1155__factory } from '../src/typechain-types/factories/contracts/bench/BenchErc1155__factory.js';
import { DemoToken__factory } from '../src/typechain-types/factories/contracts/demo/DemoToken__factory.js';
import { LaxErc1155__factory } from '../src/typechain-types/factories/contracts/mocks/LaxErc1155__factory.js';
import { LyingNft__factory } from '../src/typechain-types/factories/contracts/mocks/LyingNft__factory.js';
import { NftWallet__factory } from '../src/typechain-types/factories/contracts/mocks/NftWallet__factory.js';
import { ShortAnswerToken__factory } from '../src/typechain-types/factories/contracts/mocks/ShortAnswerToken__factory.js';
import { BulkSendV3__factory } from '../src/typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
import { snapshot } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import { revertOf } from './support/revertOf.js';

/** Gas price 0 makes minFee 0, so these tests choose the fee freely. */
const FREE = { type: 0, gasPrice: 0n } as const;
/** The in-process network's chain id (hardhat.config.cjs) and the second chain's. */
const CHAIN = 137n;
const OTHER_CHAIN = 80_002n;

/** One batch for each v3 entry point that takes a batch id: its calldata and value, made for `sender`. */
type Entry = { name: string; data: string; value: bigint };

describe('BulkSend v3', () => {
  const f = {} as {
    provider: BrowserProvider;
    owner: JsonRpcSigner;
    alice: JsonRpcSigner;
    bob: JsonRpcSigner;
    v3: BulkSendV3;
    address: string;
    token: DemoToken;
    erc721: BenchErc721;
    erc1155: BenchErc1155;
  };
  const addr = { token: '', erc721: '', erc1155: '' };
  let restore: () => Promise<void>;

  beforeAll(async () => {
    f.provider = new BrowserProvider(hre.network.provider, undefined, { cacheTimeout: -1 });
    const [owner, alice, bob] = await Promise.all([0, 1, 2].map((i) => f.provider.getSigner(i)));
    if (!owner || !alice || !bob) throw new Error('missing signers');
    Object.assign(f, { owner, alice, bob });
    await installDeterministicDeploymentProxy(owner);
    f.address = (await deployBulkSendDeterministic(owner, { owner: owner.address, version: 'v3' })).address;
    f.v3 = BulkSendV3__factory.connect(f.address, alice);
    f.token = await new DemoToken__factory(owner).deploy('Demo USD', 'DUSD', 6);
    f.erc721 = await new BenchErc721__factory(owner).deploy();
    f.erc1155 = await new BenchErc1155__factory(owner).deploy();
    addr.token = await f.token.getAddress();
    addr.erc721 = await f.erc721.getAddress();
    addr.erc1155 = await f.erc1155.getAddress();
    // Alice and Bob: tokens, ERC-721 ids 1-100 (Alice) and 1,001-1,100 (Bob), 1,000 of ERC-1155 ids 1-3 each, and
    // BulkSend v3 approved for all of it.
    for (const [signer, firstId] of [
      [alice, 1n],
      [bob, 1_001n],
    ] as const) {
      await (await f.token.mint(signer.address, 10n ** 12n)).wait();
      await (await f.token.connect(signer).approve(f.address, 2n ** 256n - 1n)).wait();
      await (await f.erc721.mint(signer.address, firstId, 100n)).wait();
      await (await f.erc1155.mint(signer.address, 1n, 3n, 1_000n)).wait();
      await (await f.erc721.connect(signer).setApprovalForAll(f.address, true)).wait();
      await (await f.erc1155.connect(signer).setApprovalForAll(f.address, true)).wait();
    }
    restore = await snapshot();
  });

  /** Back to the state right after the fixture (each test starts from it). */
  const reset = async () => {
    await restore();
    restore = await snapshot();
  };
  const failure = (action: Promise<unknown>) => revertOf(action, f.v3.interface);
  const send = (signer: JsonRpcSigner, { data, value }: Entry) =>
    signer.sendTransaction({ ...FREE, to: f.address, data, value });
  const idFor = (sender: string, label: string, chainId = CHAIN) =>
    bindBatchId(chainId, sender, keccak256(toUtf8Bytes(label)));

  /** A one-recipient batch of every entry point that takes a batch id, with ids made by `idOf(label)`. */
  const entries = (idOf: (label: string) => string, tokenId721: bigint): (Entry & { batchId: string })[] => {
    const [r] = freshRecipients(`v3-entries-${tokenId721}`, 1);
    const to = r ?? '';
    const i = f.v3.interface;
    const list: [string, (id: string) => string, bigint][] = [
      ['sendEthPacked', (id) => i.encodeFunctionData('sendEthPacked', [id, pack([to], [5n])]), 9n],
      ['sendErc20Packed', (id) => i.encodeFunctionData('sendErc20Packed', [addr.token, id, 5n, pack([to], [5n])]), 0n],
      ['sendErc721', (id) => i.encodeFunctionData('sendErc721', [addr.erc721, id, [to], [tokenId721]]), 0n],
      [
        'sendErc721Packed',
        (id) => i.encodeFunctionData('sendErc721Packed', [addr.erc721, id, pack([to], [tokenId721 + 1n])]),
        0n,
      ],
      [
        'sendErc721PackedToEoas',
        (id) => i.encodeFunctionData('sendErc721PackedToEoas', [addr.erc721, id, pack([to], [tokenId721 + 2n])]),
        0n,
      ],
      [
        'sendErc1155Packed',
        (id) => i.encodeFunctionData('sendErc1155Packed', [addr.erc1155, 1n, id, 2n, 1n, concat([to, '0x02'])]),
        0n,
      ],
      [
        'sendErc1155Uniform',
        (id) => i.encodeFunctionData('sendErc1155Uniform', [addr.erc1155, 2n, 3n, id, concat([to])]),
        0n,
      ],
      ['sendErc1155', (id) => i.encodeFunctionData('sendErc1155', [addr.erc1155, id, [to], [3n], [4n]]), 0n],
    ];
    return list.map(([name, encode, value]) => {
      const batchId = idOf(name);
      return { name, data: encode(batchId), value, batchId };
    });
  };

  it('BulkSendV3 and BulkSendNftV3 (run by delegatecall on its storage) have the same storage layout, as v2’s pair', async () => {
    const layout = async (name: string) => {
      const info = await hre.artifacts.getBuildInfo(name);
      const [file, contract] = name.split(':');
      const storage = (
        info?.output.contracts[file ?? '']?.[contract ?? ''] as
          | { storageLayout?: { storage: { label: string; slot: string; offset: number; type: string }[] } }
          | undefined
      )?.storageLayout?.storage;
      return storage?.map(({ label, slot, offset, type }) => ({ label, slot, offset, type }));
    };
    const v3 = await layout('contracts/v3/BulkSendV3.sol:BulkSendV3');
    expect(v3?.map((s) => s.label)).toEqual(['_owner', '_feePercent', '_pendingOwner', '_batchSent', '_batchCount']);
    expect(await layout('contracts/v3/BulkSendNftV3.sol:BulkSendNftV3')).toEqual(v3);
    const v2 = await layout('contracts/BulkSend.sol:BulkSend');
    expect(v2?.map((s) => s.label)).toEqual(['_owner', '_feePercent', '_pendingOwner', '_batchSent']);
    expect(await layout('contracts/BulkSendNft.sol:BulkSendNft')).toEqual(v2);
  });

  describe('batch ids bound to sender and chain', () => {
    it('every entry point pays a batch made for its sender once, and refuses the same calldata from another sender by name', async () => {
      await reset();
      const batches = entries((label) => idFor(f.alice.address, label), 1n);
      for (const batch of batches) {
        // Bob replays Alice's calldata (her Safe file imported into his wallet): refused before anything moves.
        expect(await failure(send(f.bob, batch)), batch.name).toEqual({
          name: 'BatchIdNotForSender',
          args: [f.bob.address, CHAIN, batch.batchId],
        });
        const receipt = await (await send(f.alice, batch)).wait();
        expect(receipt?.status, batch.name).toBe(1);
        expect(await f.v3.batchSent(f.alice.address, batch.batchId)).toBe(true);
        expect(await failure(send(f.alice, batch)), batch.name).toEqual({
          name: 'BatchAlreadySent',
          args: [f.alice.address, batch.batchId],
        });
      }
      expect(await f.v3.batchCount(f.alice.address)).toBe(BigInt(batches.length));
      expect(await f.v3.batchCount(f.bob.address)).toBe(0n);
      // An id not made by the rule (v2's ids: a hash of the run and chunk) is refused too, for its own sender.
      const unbound = entries((label) => keccak256(toUtf8Bytes(`plain ${label}`)), 11n);
      for (const batch of unbound) {
        expect(await failure(send(f.alice, batch)), batch.name).toEqual({
          name: 'BatchIdNotForSender',
          args: [f.alice.address, CHAIN, batch.batchId],
        });
      }
    });

    it('a Safe file replayed by a second Safe reverts BatchIdNotForSender and pays no one', async () => {
      await reset();
      const [safeA, safeB] = await Promise.all([1, 2].map(() => new NftWallet__factory(f.owner).deploy()));
      if (!safeA || !safeB) throw new Error('no wallets');
      const [a, b] = await Promise.all([safeA.getAddress(), safeB.getAddress()]);
      const [recipient] = freshRecipients('v3-safe-replay', 1);
      const batchId = idFor(a, 'safe run/0');
      const file = f.v3.interface.encodeFunctionData('sendEthPacked', [batchId, pack([recipient ?? ''], [7n])]);
      await (await safeA.send(f.address, file, { ...FREE, value: 8n })).wait();
      expect(await f.provider.getBalance(recipient ?? '')).toBe(7n);
      expect(await failure(safeB.send(f.address, file, { ...FREE, value: 8n }))).toEqual({
        name: 'BatchIdNotForSender',
        args: [b, CHAIN, batchId],
      });
      expect(await f.provider.getBalance(recipient ?? '')).toBe(7n);
      expect([await f.v3.batchCount(a), await f.v3.batchCount(b)]).toEqual([1n, 0n]);
    });

    it('the same calldata sent on a second chain (same deterministic address) reverts BatchIdNotForSender there', async () => {
      await reset();
      // A second in-process network with another chain id, BulkSend v3 deployed through the proxy: same address.
      const config = hre.config;
      const other = await createProvider(
        { ...config, networks: { ...config.networks, hardhat: { ...config.networks.hardhat, chainId: 80_002 } } },
        'hardhat',
        hre.artifacts,
      );
      const provider2 = new BrowserProvider(other, undefined, { cacheTimeout: -1 });
      const [owner2, alice2] = await Promise.all([0, 1].map((i) => provider2.getSigner(i)));
      if (!owner2 || !alice2) throw new Error('missing signers');
      expect((await provider2.getNetwork()).chainId).toBe(OTHER_CHAIN);
      await installDeterministicDeploymentProxy(owner2);
      const deployed = await deployBulkSendDeterministic(owner2, { owner: f.owner.address, version: 'v3' });
      expect(deployed.address).toBe(f.address);

      const [recipient] = freshRecipients('v3-chain-replay', 1);
      const batchId = idFor(f.alice.address, 'run/0');
      const file = f.v3.interface.encodeFunctionData('sendEthPacked', [batchId, pack([recipient ?? ''], [7n])]);
      await (await f.alice.sendTransaction({ ...FREE, to: f.address, data: file, value: 8n })).wait();
      const replay = alice2.sendTransaction({ ...FREE, to: f.address, data: file, value: 8n });
      expect(await failure(replay)).toEqual({
        name: 'BatchIdNotForSender',
        args: [f.alice.address, OTHER_CHAIN, batchId],
      });
      expect(await provider2.getBalance(recipient ?? '')).toBe(0n);
      // The id made for that chain is the one it pays.
      const there = idFor(f.alice.address, 'run/0', OTHER_CHAIN);
      expect(BigInt(there) >> 128n).toBe(batchIdTagOf(OTHER_CHAIN, f.alice.address));
      const data = f.v3.interface.encodeFunctionData('sendEthPacked', [there, pack([recipient ?? ''], [7n])]);
      await (await alice2.sendTransaction({ ...FREE, to: f.address, data, value: 8n })).wait();
      expect(await provider2.getBalance(recipient ?? '')).toBe(7n);
    });
  });

  describe('batchCount', () => {
    it('counts each recorded batch of a sender once: not id 0, not a batch that reverted', async () => {
      await reset();
      const [r] = freshRecipients('v3-count', 1);
      const to = r ?? '';
      expect(await f.v3.batchCount(f.alice.address)).toBe(0n);
      await (await f.v3.sendEthPacked(ZeroHash, pack([to], [1n]), { ...FREE, value: 2n })).wait();
      expect(await f.v3.batchCount(f.alice.address)).toBe(0n);
      // Short of value: reverts, records nothing, counts nothing.
      const short = f.v3.sendEthPacked(idFor(f.alice.address, 'short'), pack([to], [5n]), { ...FREE, value: 3n });
      expect((await failure(short)).name).toBe('InsufficientValue');
      expect(await f.v3.batchCount(f.alice.address)).toBe(0n);
      await (await f.v3.sendEthPacked(idFor(f.alice.address, 'a'), pack([to], [1n]), { ...FREE, value: 2n })).wait();
      await (await f.v3.sendErc721Packed(addr.erc721, idFor(f.alice.address, 'b'), pack([to], [50n]), FREE)).wait();
      expect(await f.v3.batchCount(f.alice.address)).toBe(2n);
      expect(await f.v3.batchCount(f.bob.address)).toBe(0n);
    });
  });

  describe('ERC-20 answers', () => {
    const shortAnswer = async () => {
      const token = await new ShortAnswerToken__factory(f.owner).deploy();
      const tokenAddress = await token.getAddress();
      await (await token.mint(f.alice.address, 10n ** 9n)).wait();
      return { token, tokenAddress };
    };

    it('a transfer that answers 1 to 31 bytes, or a word other than 1, is refused; no answer, or a first word of 1, is not', async () => {
      await reset();
      const { token, tokenAddress } = await shortAnswer();
      await (await token.connect(f.alice).approve(f.address, 2n ** 256n - 1n)).wait();
      const [r] = freshRecipients('v3-short', 1);
      const to = r ?? '';
      const packed = () => f.v3.sendErc20Packed(tokenAddress, ZeroHash, 5n, pack([to], [5n]), FREE);
      const lists = () => f.v3.sendErc20(tokenAddress, [to], [5n], FREE);
      for (const [size, word] of [
        [1, 0n],
        [20, 0n],
        [31, 0n],
        [32, 0n],
        [32, 2n],
      ] as const) {
        await (await token.setAnswer(size, word)).wait();
        const answer = `0x${word
          .toString(16)
          .padStart(64, '0')
          .slice(0, size * 2)}`;
        for (const action of [packed, lists]) {
          expect(await failure(action()), `${size} bytes`).toEqual({
            name: 'TokenTransferFailed',
            args: [0n, to, 5n, answer],
          });
        }
      }
      let received = 0n;
      for (const [size, word] of [
        [0, 0n],
        [32, 1n],
        [33, 1n],
        [64, 1n],
      ] as const) {
        await (await token.setAnswer(size, word)).wait();
        for (const action of [packed, lists]) {
          await (await action()).wait();
          received += 5n;
          expect(await token.balanceOf(to), `${size} bytes`).toBe(received);
        }
      }
    });

    it('v2 (frozen as deployed) accepts a 1-31-byte answer of zeros: the Low that v3 fixes', async () => {
      await reset();
      const { token, tokenAddress } = await shortAnswer();
      const v2 = await new BulkSend__factory(f.owner).deploy(f.owner.address);
      await (await token.connect(f.alice).approve(await v2.getAddress(), 2n ** 256n - 1n)).wait();
      await (await token.setAnswer(1, 0n)).wait();
      const [r] = freshRecipients('v2-short', 1);
      await (await v2.connect(f.alice).sendErc20Packed(tokenAddress, ZeroHash, pack([r ?? ''], [5n]), FREE)).wait();
      expect(await token.balanceOf(r ?? '')).toBe(5n);
    });

    it('sendErc20Packed names a total that is not the sum of the amounts (TotalMismatch) and moves nothing', async () => {
      await reset();
      const recipients = freshRecipients('v3-total', 3);
      const words = pack(recipients, [1n, 2n, 3n]);
      for (const total of [5n, 7n]) {
        expect(await failure(f.v3.sendErc20Packed(addr.token, ZeroHash, total, words, FREE))).toEqual({
          name: 'TotalMismatch',
          args: [total, 6n],
        });
      }
      await (await f.v3.sendErc20Packed(addr.token, ZeroHash, 6n, words, FREE)).wait();
      expect(await Promise.all(recipients.map((r) => f.token.balanceOf(r)))).toEqual([1n, 2n, 3n]);
    });
  });

  describe('ERC-721 to accounts without code', () => {
    it('sendErc721PackedToEoas moves each id with transferFrom and keeps every check but the code check', async () => {
      await reset();
      const recipients = freshRecipients('v3-eoas', 20);
      const ids = recipients.map((_, i) => BigInt(i + 1));
      const batchId = idFor(f.alice.address, 'eoas');
      await (await f.v3.sendErc721PackedToEoas(addr.erc721, batchId, pack(recipients, ids), FREE)).wait();
      for (const [i, r] of recipients.entries()) expect(await f.erc721.ownerOf(ids[i] ?? 0n)).toBe(r);
      expect(await f.v3.batchSent(f.alice.address, batchId)).toBe(true);
      // An id the sender does not own, a token that lies about moving it, a zero recipient: named as by the safe form.
      const [r] = freshRecipients('v3-eoas-bad', 1);
      const to = r ?? '';
      expect(await failure(f.v3.sendErc721PackedToEoas(addr.erc721, ZeroHash, pack([to], [1_001n]), FREE))).toEqual({
        name: 'NotTokenOwner',
        args: [0n, 1_001n, f.bob.address],
      });
      const liar = await new LyingNft__factory(f.owner).deploy(f.alice.address);
      const lying = f.v3.sendErc721PackedToEoas(await liar.getAddress(), ZeroHash, pack([to], [1n]), FREE);
      expect(await failure(lying)).toEqual({ name: 'SenderNotDebited', args: [await liar.getAddress(), 0n, 1n, 0n] });
      const zero = f.v3.sendErc721PackedToEoas(
        addr.erc721,
        ZeroHash,
        pack([to, `0x${'0'.repeat(40)}`], [30n, 31n]),
        FREE,
      );
      expect(await failure(zero)).toEqual({ name: 'ZeroAddressRecipient', args: [1n] });
    });

    it('gives a recipient contract the id without asking it: the safe form is for every chunk with a contract in it', async () => {
      await reset();
      const wallet = await new NftWallet__factory(f.owner).deploy();
      await (await wallet.reject()).wait();
      const to = await wallet.getAddress();
      expect((await failure(f.v3.sendErc721Packed(addr.erc721, ZeroHash, pack([to], [40n]), FREE))).name).toBe(
        'RecipientCannotReceive',
      );
      await (await f.v3.sendErc721PackedToEoas(addr.erc721, ZeroHash, pack([to], [40n]), FREE)).wait();
      expect(await f.erc721.ownerOf(40n)).toBe(to);
    });
  });

  describe('ERC-1155, one id, an amount each (20-byte recipient + its amount in amountBytes)', () => {
    it('sendErc1155Packed pays each amount, checks the total and the debit, and names a bad layout', async () => {
      await reset();
      const recipients = freshRecipients('v3-1155-entries', 4);
      const amounts = [1n, 300n, 2n, 45n];
      const { amountBytes, entries, total } = packErc1155Entries(recipients, amounts);
      expect(amountBytes).toBe(2);
      const batchId = idFor(f.alice.address, '1155-entries');
      await (await f.v3.sendErc1155Packed(addr.erc1155, 1n, batchId, total, amountBytes, entries, FREE)).wait();
      expect(await Promise.all(recipients.map((r) => f.erc1155.balanceOf(r, 1n)))).toEqual(amounts);
      expect(await f.erc1155.balanceOf(f.alice.address, 1n)).toBe(1_000n - total);
      // An entry to the sender itself keeps its amount: the debit check allows for it.
      const mixed = packErc1155Entries([recipients[0] ?? '', f.alice.address], [5n, 7n]);
      await (await f.v3.sendErc1155Packed(addr.erc1155, 1n, ZeroHash, 12n, 1n, mixed.entries, FREE)).wait();
      expect(await f.erc1155.balanceOf(f.alice.address, 1n)).toBe(1_000n - total - 5n);

      const wrongTotal = f.v3.sendErc1155Packed(addr.erc1155, 1n, ZeroHash, total + 1n, amountBytes, entries, FREE);
      expect(await failure(wrongTotal)).toEqual({ name: 'TotalMismatch', args: [total + 1n, total] });
      const ragged = f.v3.sendErc1155Packed(addr.erc1155, 1n, ZeroHash, total, 3n, entries, FREE);
      expect(await failure(ragged)).toEqual({ name: 'EntriesNotPacked', args: [88n, 3n] });
      const tooWide = f.v3.sendErc1155Packed(addr.erc1155, 1n, ZeroHash, total, 13n, concat([entries, '0x00']), FREE);
      expect((await failure(tooWide)).name).toBe('EntriesNotPacked');
      const zero = packErc1155Entries(recipients.slice(0, 2), [3n, 0n]);
      expect(await failure(f.v3.sendErc1155Packed(addr.erc1155, 1n, ZeroHash, 3n, 1n, zero.entries, FREE))).toEqual({
        name: 'ZeroAmount',
        args: [1n],
      });
      const liar = await new LyingNft__factory(f.owner).deploy(f.alice.address);
      const lying = f.v3.sendErc1155Packed(
        await liar.getAddress(),
        1n,
        ZeroHash,
        1n,
        1n,
        concat([recipients[0] ?? '', '0x01']),
        FREE,
      );
      expect(await failure(lying)).toEqual({
        name: 'SenderNotDebited',
        args: [await liar.getAddress(), 1n, 1n, 0n],
      });
    });
  });

  describe('claims of NFTs stuck in BulkSend', () => {
    it('the owner moves an ERC-721 sent with a plain transferFrom, and an ERC-1155 minted without the hook; no one else can', async () => {
      await reset();
      await (await f.erc721.connect(f.alice).transferFrom(f.alice.address, f.address, 7n)).wait();
      expect(await f.erc721.ownerOf(7n)).toBe(f.address);
      expect(await failure(f.v3.connect(f.bob).claimErc721(addr.erc721, 7n))).toEqual({
        name: 'Unauthorized',
        args: [f.bob.address],
      });
      const claimed = await (await f.v3.connect(f.owner).claimErc721(addr.erc721, 7n)).wait();
      expect(await f.erc721.ownerOf(7n)).toBe(f.owner.address);
      const events = (claimed?.logs ?? []).map((l) => f.v3.interface.parseLog(l)).filter((e) => e !== null);
      expect(events.map((e) => [e.name, ...e.args])).toEqual([['NftClaimed', addr.erc721, f.owner.address, 7n, 1n]]);

      const lax = await new LaxErc1155__factory(f.owner).deploy();
      const laxAddress = await lax.getAddress();
      await (await lax.mintUnchecked(f.address, 5n, 42n)).wait();
      expect(await failure(f.v3.connect(f.alice).claimErc1155(laxAddress, 5n))).toEqual({
        name: 'Unauthorized',
        args: [f.alice.address],
      });
      await (await f.v3.connect(f.owner).claimErc1155(laxAddress, 5n)).wait();
      expect([await lax.balanceOf(f.owner.address, 5n), await lax.balanceOf(f.address, 5n)]).toEqual([42n, 0n]);
      // A claim that cannot move anything is named.
      expect(await failure(f.v3.connect(f.owner).claimErc721(addr.erc721, 7n))).toEqual({
        name: 'ClaimFailed',
        args: [addr.erc721, 1n],
      });
    });
  });
});
