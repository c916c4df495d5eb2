// The audit's findings 1–5 (BulkSend v2 issue), each shown on the Hardhat network for the spec's and the packed sends.
import { id, ZeroHash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { IERC20Errors__factory } from '../src/typechain-types/factories/@openzeppelin/contracts/interfaces/draft-IERC6093.sol/IERC20Errors__factory.js';
import { BulkSend__factory } from '../src/typechain-types/factories/contracts/BulkSend__factory.js';
import { ConfigurableToken__factory } from '../src/typechain-types/factories/contracts/mocks/ConfigurableToken__factory.js';
import { FalseReturnToken__factory } from '../src/typechain-types/factories/contracts/mocks/FalseReturnToken__factory.js';
import { GasBurningRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/GasBurningRecipient__factory.js';
import { LongRevertToken__factory } from '../src/typechain-types/factories/contracts/mocks/LongRevertToken__factory.js';
import { NoReturnToken__factory } from '../src/typechain-types/factories/contracts/mocks/NoReturnToken__factory.js';
import { ReentrantRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/ReentrantRecipient__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import { arrayTail, calldata, SEND_ERC20, SEND_ETH, word } from './support/rawCalldata.js';
import { revertOf } from './support/revertOf.js';

const FREE = { type: 0, gasPrice: 0n } as const;
const MAX = 2n ** 256n - 1n;
const ZERO = `0x${'0'.repeat(40)}`;

describe('BulkSend audit findings', () => {
  const f = useChainFixture();

  async function configurableToken() {
    const token = await new ConfigurableToken__factory(f.owner).deploy();
    const address = await token.getAddress();
    await (await token.mint(f.alice.address, 10n ** 24n)).wait();
    await (await token.connect(f.alice).approve(f.bulkSendAddress, MAX)).wait();
    return { token, address, errors: token.interface };
  }

  describe('1. recipient words with dirty upper bits are refused (canonical ABI only)', () => {
    for (const entry of ['sendEth', 'sendErc20'] as const) {
      it(`${entry}: a word 1 << 160 | address is neither paid to the low 160 bits nor to address 0`, async () => {
        const recipients = freshRecipients(`dirty-${entry}`, 3);
        const dirty = (1n << 160n) | BigInt(recipients[1] ?? '');
        const words = [BigInt(recipients[0] ?? ''), dirty, BigInt(recipients[2] ?? '')];
        const amounts = [10n, 20n, 30n];
        // Head: offsets of the two arrays (after the token for sendErc20), then the arrays.
        const tailR = arrayTail(words);
        const head =
          entry === 'sendEth'
            ? [word(0x40n), word(0x40n + BigInt(tailR.length / 2))]
            : [word(BigInt(f.tokenAddress)), word(0x60n), word(0x60n + BigInt(tailR.length / 2))];
        const data = calldata(entry === 'sendEth' ? SEND_ETH : SEND_ERC20, head, tailR + arrayTail(amounts));
        const result = await revertOf(
          f.alice.sendTransaction({ to: f.bulkSendAddress, data, value: entry === 'sendEth' ? 61n : 0n, ...FREE }),
          f.bulkSend.interface,
        );
        expect(result).toEqual({ name: 'RecipientNotCanonical', args: [1n, `0x${word(dirty)}`] });
        // Also a dirty zero address (1 << 160 alone).
        const zeroDirty = calldata(
          entry === 'sendEth' ? SEND_ETH : SEND_ERC20,
          head,
          arrayTail([words[0] ?? 0n, 1n << 160n, words[2] ?? 0n]) + arrayTail(amounts),
        );
        expect(
          (
            await revertOf(
              f.alice.sendTransaction({
                to: f.bulkSendAddress,
                data: zeroDirty,
                value: entry === 'sendEth' ? 61n : 0n,
                ...FREE,
              }),
              f.bulkSend.interface,
            )
          ).name,
        ).toBe('RecipientNotCanonical');
        expect(await f.provider.getBalance(recipients[1] ?? '')).toBe(0n);
        expect(await f.token.balanceOf(recipients[1] ?? '')).toBe(0n);
      });
    }

    it('packed words have no spare bits: the upper 96 are the amount, so 1 << 160 is amount 1 to address 0', async () => {
      const result = await revertOf(
        f.bulkSend.connect(f.alice).sendErc20Packed(f.tokenAddress, ZeroHash, [1n << 160n], FREE),
        f.bulkSend.interface,
      );
      expect(result).toEqual({ name: 'ZeroAddressRecipient', args: [0n] });
    });
  });

  describe('2. a recipient that burns all gas at index 254 is named even with a tight gas limit', () => {
    for (const entry of ['sendEth', 'sendEthPacked'] as const) {
      it(entry, async () => {
        const burner = await (await new GasBurningRecipient__factory(f.owner).deploy()).getAddress();
        const recipients = freshRecipients(`burn-${entry}`, 255);
        const amounts = recipients.map(() => 5n);
        const value = 255n * 5n + 1n;
        const alice = f.bulkSend.connect(f.alice);
        const send = (rs: string[], gasLimit?: bigint) =>
          entry === 'sendEth'
            ? alice.sendEth(rs, amounts, { ...FREE, value, gasLimit })
            : alice.sendEthPacked(ZeroHash, pack(rs, amounts), { ...FREE, value, gasLimit });
        // The gas limit a wallet would set for the honest batch: just enough for it.
        const gasLimit =
          entry === 'sendEth'
            ? await alice.sendEth.estimateGas(recipients, amounts, { ...FREE, value })
            : await alice.sendEthPacked.estimateGas(ZeroHash, pack(recipients, amounts), { ...FREE, value });
        const withBurner = [...recipients.slice(0, 254), burner];
        // The burner keeps 63/64 of the gas; the 1/64 left must still name it.
        expect(await revertOf(send(withBurner, gasLimit), f.bulkSend.interface)).toEqual({
          name: 'NativeTransferFailed',
          args: [254n, burner, 5n],
        });
        expect(await f.provider.getBalance(recipients[0] ?? '')).toBe(0n);
      });
    }
  });

  describe('3. a token transfer must return exactly true (1), like OpenZeppelin', () => {
    it('refuses a token whose transfer returns 2, for the spec and the packed send', async () => {
      const { token, address } = await configurableToken();
      await (await token.setReturns(2n, 1n)).wait();
      const recipients = freshRecipients('returns-2', 3);
      const amounts = [1n, 2n, 3n];
      const two = `0x${word(2n)}`;
      const alice = f.bulkSend.connect(f.alice);
      expect(await revertOf(alice.sendErc20(address, recipients, amounts, FREE), f.bulkSend.interface)).toEqual({
        name: 'TokenTransferFailed',
        args: [0n, recipients[0], 1n, two],
      });
      expect(
        await revertOf(alice.sendErc20Packed(address, ZeroHash, pack(recipients, amounts), FREE), f.bulkSend.interface),
      ).toEqual({ name: 'TokenTransferFailed', args: [0n, recipients[0], 1n, two] });
      // The same for the pull.
      await (await token.setReturns(1n, 2n)).wait();
      expect(await revertOf(alice.sendErc20(address, recipients, amounts, FREE), f.bulkSend.interface)).toEqual({
        name: 'TokenPullFailed',
        args: [address, f.alice.address, 6n, two],
      });
      expect(await token.balanceOf(recipients[0] ?? '')).toBe(0n);
    });
  });

  describe('3b. the returned word is checked in every unrolled group size', () => {
    // 55 = 32 + 16 + 4 + 3: indexes 0 and 31 in the group of 32, 40 in the 16, 50 in the 4, 54 a single entry.
    const N = 55;
    const INDEXES = [0, 31, 40, 50, 54];

    it('a transfer returning false after earlier transfers returned true is named at its index', async () => {
      const token = await new FalseReturnToken__factory(f.owner).deploy();
      const address = await token.getAddress();
      await (await token.mint(f.alice.address, 10n ** 6n)).wait();
      const recipients = freshRecipients('false-groups', N);
      const amounts = recipients.map(() => 10n);
      const alice = f.bulkSend.connect(f.alice);
      const falseWord = `0x${word(0n)}`;
      for (const index of INDEXES) {
        await (await token.setBlocked(recipients[index] ?? '')).wait();
        const expected = { name: 'TokenTransferFailed', args: [BigInt(index), recipients[index], 10n, falseWord] };
        expect(await revertOf(alice.sendErc20(address, recipients, amounts, FREE), f.bulkSend.interface)).toEqual(
          expected,
        );
        expect(
          await revertOf(
            alice.sendErc20Packed(address, ZeroHash, pack(recipients, amounts), FREE),
            f.bulkSend.interface,
          ),
        ).toEqual(expected);
      }
      expect(await token.balanceOf(f.alice.address)).toBe(10n ** 6n);
    });

    it('a token that returns nothing (USDT style) pays every group size, spec and packed', async () => {
      const usdt = await new NoReturnToken__factory(f.owner).deploy();
      const address = await usdt.getAddress();
      await (await usdt.mint(f.alice.address, 10n ** 6n)).wait();
      await (await usdt.connect(f.alice).approve(f.bulkSendAddress, 10n ** 6n)).wait();
      const alice = f.bulkSend.connect(f.alice);
      const spec = freshRecipients('usdt-groups', N);
      const packed = freshRecipients('usdt-groups-packed', N);
      const amounts = spec.map((_, i) => BigInt(i + 1));
      await (await alice.sendErc20(address, spec, amounts, FREE)).wait();
      await (await alice.sendErc20Packed(address, ZeroHash, pack(packed, amounts), FREE)).wait();
      for (const i of INDEXES) {
        expect(await usdt.balanceOf(spec[i] ?? '')).toBe(BigInt(i + 1));
        expect(await usdt.balanceOf(packed[i] ?? '')).toBe(BigInt(i + 1));
      }
      expect(await usdt.balanceOf(f.bulkSendAddress)).toBe(0n);
    });
  });

  describe('4. any valid ABI layout is decoded', () => {
    it('sendErc20 and sendEth with the amounts array encoded before the recipients', async () => {
      const recipients = freshRecipients('layout', 3);
      const amounts = [7n, 8n, 9n];
      const tailA = arrayTail(amounts);
      const tailR = arrayTail(recipients.map((r) => BigInt(r)));
      const erc20 = calldata(
        SEND_ERC20,
        [word(BigInt(f.tokenAddress)), word(0x60n + BigInt(tailA.length / 2)), word(0x60n)],
        tailA + tailR,
      );
      await (await f.alice.sendTransaction({ to: f.bulkSendAddress, data: erc20, ...FREE })).wait();
      for (const [i, r] of recipients.entries()) expect(await f.token.balanceOf(r)).toBe(amounts[i]);
      const eth = calldata(SEND_ETH, [word(0x40n + BigInt(tailA.length / 2)), word(0x40n)], tailA + tailR);
      await (await f.alice.sendTransaction({ to: f.bulkSendAddress, data: eth, value: 25n, ...FREE })).wait();
      for (const [i, r] of recipients.entries()) expect(await f.provider.getBalance(r)).toBe(amounts[i]);
    });
  });

  describe('5. errors tell causes apart', () => {
    it('a lying, short or generous pull is not a fee-on-transfer token', async () => {
      const { token, address } = await configurableToken();
      const recipients = freshRecipients('pull-modes', 2);
      const alice = f.bulkSend.connect(f.alice);
      const cases = [
        [1, { name: 'TokenPullShort', args: [address, 100n, 0n, 0n] }],
        [2, { name: 'TokenPullShort', args: [address, 100n, 50n, 50n] }],
        [3, { name: 'TokenPullExcess', args: [address, 100n, 200n] }],
      ] as const;
      for (const [mode, expected] of cases) {
        await (await token.setPullMode(mode)).wait();
        expect(await revertOf(alice.sendErc20(address, recipients, [40n, 60n], FREE), f.bulkSend.interface)).toEqual(
          expected,
        );
        expect(
          await revertOf(
            alice.sendErc20Packed(address, ZeroHash, pack(recipients, [40n, 60n]), FREE),
            f.bulkSend.interface,
          ),
        ).toEqual(expected);
      }
    });

    it("a paused token, a short allowance, a short balance and a blocked recipient each carry the token's reason", async () => {
      const { token, address, errors } = await configurableToken();
      const recipients = freshRecipients('reasons', 2);
      const alice = f.bulkSend.connect(f.alice);
      const pull = async () =>
        (await revertOf(alice.sendErc20(address, recipients, [1n, 2n], FREE), f.bulkSend.interface)).args[3];
      await (await token.setPaused(true)).wait();
      expect(await pull()).toBe(errors.encodeErrorResult('EnforcedPause', []));
      await (await token.setPaused(false)).wait();
      await (await token.connect(f.alice).approve(f.bulkSendAddress, 2n)).wait();
      const allowance = await pull();
      await (await token.connect(f.alice).approve(f.bulkSendAddress, MAX)).wait();
      await (await token.setBlocked(recipients[1] ?? '')).wait();
      const blocked = await revertOf(alice.sendErc20(address, recipients, [1n, 2n], FREE), f.bulkSend.interface);
      expect(blocked).toEqual({
        name: 'TokenTransferFailed',
        args: [1n, recipients[1], 2n, errors.encodeErrorResult('Blocked', [recipients[1]])],
      });
      const poor = f.bulkSend.connect(f.bob);
      await (await token.connect(f.bob).approve(f.bulkSendAddress, MAX)).wait();
      const balance = (await revertOf(poor.sendErc20(address, recipients, [1n, 2n], FREE), f.bulkSend.interface))
        .args[3];
      const reasonText = (data: unknown) =>
        f.bulkSend.interface.getAbiCoder().decode(['string'], `0x${String(data).slice(10)}`)[0];
      expect([reasonText(allowance), reasonText(balance)]).toEqual(['allowance', 'balance']);
      // OpenZeppelin's own errors come through too (short allowance on the demo token).
      await (await f.token.connect(f.alice).approve(f.bulkSendAddress, 1n)).wait();
      const oz = await revertOf(alice.sendErc20(f.tokenAddress, recipients, [1n, 2n], FREE), f.bulkSend.interface);
      expect(oz.args[3]).toBe(
        IERC20Errors__factory.createInterface().encodeErrorResult('ERC20InsufficientAllowance', [
          f.bulkSendAddress,
          1n,
          3n,
        ]),
      );
    });

    it('bounds the carried reason to 256 bytes', async () => {
      const token = await new LongRevertToken__factory(f.owner).deploy();
      const address = await token.getAddress();
      await (await token.mint(f.alice.address, 10n ** 24n)).wait();
      await (await token.connect(f.alice).approve(f.bulkSendAddress, MAX)).wait();
      const alice = f.bulkSend.connect(f.alice);
      const [recipient] = freshRecipients('long-reason', 1);
      const r = recipient ?? '';
      /** The token's revert data of `length` bytes (byte i is i × 7 + 1, mod 256): what LongRevertToken sends. */
      const data = (length: number) =>
        `0x${Array.from({ length }, (_, i) => ((i * 7 + 1) % 256).toString(16).padStart(2, '0')).join('')}`;
      const sends = [
        () => alice.sendErc20(address, [r], [1n], FREE),
        () => alice.sendErc20Packed(address, ZeroHash, pack([r], [1n]), FREE),
      ];
      // Transfer (fail 1) and pull (fail 2); shorter data whole, longer data cut to exactly its first 256 bytes.
      for (const [fail, length, carried] of [
        [1, 300, 256],
        [1, 257, 256],
        [1, 256, 256],
        [1, 100, 100],
        [2, 1_000, 256],
      ] as const) {
        await (await token.setFail(fail, length)).wait();
        for (const send of sends) {
          const result = await revertOf(send(), f.bulkSend.interface);
          expect(result).toEqual(
            fail === 1
              ? { name: 'TokenTransferFailed', args: [0n, r, 1n, data(carried)] }
              : { name: 'TokenPullFailed', args: [address, f.alice.address, 1n, data(carried)] },
          );
        }
      }
    });

    it('a zero owner at deployment is InvalidOwner', async () => {
      const iface = BulkSend__factory.createInterface();
      expect(await revertOf(new BulkSend__factory(f.owner).deploy(ZERO), iface)).toEqual({
        name: 'InvalidOwner',
        args: [ZERO],
      });
    });

    it('transferOwnership refuses a non-owner before touching anything', async () => {
      expect(await revertOf(f.bulkSend.connect(f.bob).transferOwnership(f.bob.address), f.bulkSend.interface)).toEqual({
        name: 'Unauthorized',
        args: [f.bob.address],
      });
      expect(await f.bulkSend.pendingOwner()).toBe(ZERO);
    });
  });

  describe('the summary event reports only what its own call left (nested deposits)', () => {
    for (const entry of ['sendEth', 'sendEthPacked'] as const) {
      it(`${entry} re-entered by a recipient that sends its own batch`, async () => {
        const attacker = await new ReentrantRecipient__factory(f.owner).deploy();
        const attackerAddress = await attacker.getAddress();
        const [inner] = freshRecipients(`nested-${entry}`, 1);
        // Inside the outer batch the recipient sends 1 wei to `inner` with value 5: its own fee is 4.
        const payload =
          entry === 'sendEth'
            ? f.bulkSend.interface.encodeFunctionData('sendEth', [[inner ?? ''], [1n]])
            : f.bulkSend.interface.encodeFunctionData('sendEthPacked', [id('inner'), pack([inner ?? ''], [1n])]);
        await (await attacker.arm(f.bulkSendAddress, payload, 5n)).wait();
        const outer =
          entry === 'sendEth'
            ? f.bulkSend.connect(f.bob).sendEth([attackerAddress], [10n], { ...FREE, value: 13n })
            : f.bulkSend
                .connect(f.bob)
                .sendEthPacked(id('outer'), pack([attackerAddress], [10n]), { ...FREE, value: 13n });
        const receipt = await (await outer).wait();
        expect(await attacker.innerSucceeded()).toBe(true);
        const fees = (receipt?.logs ?? [])
          .map((l) => f.bulkSend.interface.parseLog(l))
          .filter((e) => e !== null)
          .map((e) => [e.args.sender, e.args.fee]);
        // Inner fee 4, outer fee 3 (13 − 10): 7 in all, exactly what the contract gained.
        expect(fees).toEqual([
          [attackerAddress, 4n],
          [f.bob.address, 3n],
        ]);
        expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(7n);
      });
    }
  });
});
