// Re-entry during a batch: the same (sender, batchId) is refused from inside the batch (README, "Exactly-once"), and
// the summary events of token sends never count a nested send's fee twice (ETH outer sends: BulkSend.audit.test.ts).
import { id, type Log, ZeroHash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ReentrantRecipient__factory } from '../src/typechain-types/factories/contracts/mocks/ReentrantRecipient__factory.js';
import { ReentrantToken__factory } from '../src/typechain-types/factories/contracts/mocks/ReentrantToken__factory.js';
import { ReplayingSender__factory } from '../src/typechain-types/factories/contracts/mocks/ReplayingSender__factory.js';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';

const FREE = { type: 0, gasPrice: 0n } as const;
const MAX = 2n ** 256n - 1n;

describe('BulkSend re-entry', () => {
  const f = useChainFixture();

  /** Sender and fee of each BulkSend summary event, in log order (inner sends log first). */
  const fees = (logs: readonly Log[]) =>
    logs
      .filter((l) => l.address === f.bulkSendAddress)
      .map((l) => f.bulkSend.interface.parseLog(l))
      .filter((e) => e !== null)
      .map((e) => [e.name, e.args.sender, e.args.fee]);

  describe('the same batch id from inside the batch is refused', () => {
    it('sendEthPacked: a sender paid by its own batch re-enters with the same id', async () => {
      const replayer = await new ReplayingSender__factory(f.owner).deploy(f.bulkSendAddress);
      const replayerAddress = await replayer.getAddress();
      const [inner, second] = freshRecipients('replay-eth', 2);
      const batchId = id('replay-eth');
      const replay = f.bulkSend.interface.encodeFunctionData('sendEthPacked', [batchId, pack([inner ?? ''], [1n])]);
      await (await replayer.arm(replay, 5n)).wait();
      const outer = f.bulkSend.interface.encodeFunctionData('sendEthPacked', [batchId, pack([replayerAddress], [10n])]);
      await (await replayer.send(outer, { ...FREE, value: 13n })).wait();
      expect(await replayer.innerSucceeded()).toBe(false);
      expect(f.bulkSend.interface.parseError(await replayer.innerRevert())?.args).toEqual([replayerAddress, batchId]);
      expect(f.bulkSend.interface.parseError(await replayer.innerRevert())?.name).toBe('BatchAlreadySent');
      expect(await f.provider.getBalance(inner ?? '')).toBe(0n);
      expect(await f.bulkSend.batchSent(replayerAddress, batchId)).toBe(true);
      // Control: the same re-entry with another id goes through, so the refusal above is the id's.
      const other = f.bulkSend.interface.encodeFunctionData('sendEthPacked', [id('other'), pack([second ?? ''], [1n])]);
      await (await replayer.arm(other, 5n)).wait();
      const outer2 = f.bulkSend.interface.encodeFunctionData('sendEthPacked', [
        id('replay-eth-2'),
        pack([replayerAddress], [10n]),
      ]);
      await (await replayer.send(outer2, { ...FREE, value: 13n })).wait();
      expect(await replayer.innerSucceeded()).toBe(true);
      expect(await f.provider.getBalance(second ?? '')).toBe(1n);
    });

    it('sendErc20Packed: a token hook pokes the sender, which re-enters with the same id', async () => {
      const token = await new ReentrantToken__factory(f.owner).deploy();
      const tokenAddress = await token.getAddress();
      const replayer = await new ReplayingSender__factory(f.owner).deploy(f.bulkSendAddress);
      const replayerAddress = await replayer.getAddress();
      await (await token.mint(replayerAddress, 1_000n)).wait();
      await (await replayer.approve(tokenAddress, MAX)).wait();
      const recipients = freshRecipients('replay-erc20', 3);
      const batchId = id('replay-erc20');
      const replay = f.bulkSend.interface.encodeFunctionData('sendErc20Packed', [
        tokenAddress,
        batchId,
        pack([recipients[2] ?? ''], [7n]),
      ]);
      await (await replayer.arm(replay, 0n)).wait();
      // The hook fires on the first transfer to recipient 1, in the middle of the batch, and calls the sender.
      await (await token.armFor(recipients[1] ?? '', replayerAddress, '0x')).wait();
      const outer = f.bulkSend.interface.encodeFunctionData('sendErc20Packed', [
        tokenAddress,
        batchId,
        pack(recipients.slice(0, 2), [10n, 20n]),
      ]);
      await (await replayer.send(outer, FREE)).wait();
      expect(await token.innerSucceeded()).toBe(true); // the poke itself went through
      expect(await replayer.innerSucceeded()).toBe(false);
      const refused = f.bulkSend.interface.parseError(await replayer.innerRevert());
      expect([refused?.name, ...(refused?.args ?? [])]).toEqual(['BatchAlreadySent', replayerAddress, batchId]);
      expect(await token.balanceOf(recipients[2] ?? '')).toBe(0n);
      expect(await token.balanceOf(recipients[1] ?? '')).toBe(20n);
      // Control: another id from the same place is sent.
      const other = f.bulkSend.interface.encodeFunctionData('sendErc20Packed', [
        tokenAddress,
        id('other'),
        pack([recipients[2] ?? ''], [7n]),
      ]);
      await (await replayer.arm(other, 0n)).wait();
      await (await token.armFor(recipients[1] ?? '', replayerAddress, '0x')).wait();
      const outer2 = f.bulkSend.interface.encodeFunctionData('sendErc20Packed', [
        tokenAddress,
        id('replay-erc20-2'),
        pack(recipients.slice(0, 2), [10n, 20n]),
      ]);
      await (await replayer.send(outer2, FREE)).wait();
      expect(await replayer.innerSucceeded()).toBe(true);
      expect(await token.balanceOf(recipients[2] ?? '')).toBe(7n);
    });
  });

  describe('token sends: the summary fee is what the call left, a nested send through a recipient counted once', () => {
    const outers = ['sendErc20', 'sendErc20Packed'] as const;
    const inners = ['sendEth', 'sendErc20Packed'] as const;
    for (const outerEntry of outers) {
      for (const innerEntry of inners) {
        it(`${outerEntry} paying a recipient that sends its own ${innerEntry} batch`, async () => {
          const token = await new ReentrantToken__factory(f.owner).deploy();
          const tokenAddress = await token.getAddress();
          await (await token.mint(f.bob.address, 1_000n)).wait();
          await (await token.connect(f.bob).approve(f.bulkSendAddress, MAX)).wait();
          const attacker = await new ReentrantRecipient__factory(f.owner).deploy();
          const attackerAddress = await attacker.getAddress();
          await (await f.owner.sendTransaction({ to: attackerAddress, value: 100n, ...FREE })).wait();
          const [inner, other] = freshRecipients(`nested-${outerEntry}-${innerEntry}`, 2);
          // The recipient's own batch: 1 wei with value 5 (fee 4), or 0 tokens with value 5 (fee 5).
          const payload =
            innerEntry === 'sendEth'
              ? f.bulkSend.interface.encodeFunctionData('sendEth', [[inner ?? ''], [1n]])
              : f.bulkSend.interface.encodeFunctionData('sendErc20Packed', [
                  f.tokenAddress,
                  id('inner'),
                  pack([inner ?? ''], [0n]),
                ]);
          const innerFee = innerEntry === 'sendEth' ? 4n : 5n;
          await (await attacker.arm(f.bulkSendAddress, payload, 5n)).wait();
          // The token hands control to the attacker (as ERC-777 hooks do) when it is paid.
          await (await token.armFor(attackerAddress, attackerAddress, '0x')).wait();
          const bob = f.bulkSend.connect(f.bob);
          const recipients = [attackerAddress, other ?? ''];
          const tx =
            outerEntry === 'sendErc20'
              ? bob.sendErc20(tokenAddress, recipients, [10n, 20n], { ...FREE, value: 13n })
              : bob.sendErc20Packed(tokenAddress, id('outer'), pack(recipients, [10n, 20n]), { ...FREE, value: 13n });
          const receipt = await (await tx).wait();
          expect(await attacker.innerSucceeded()).toBe(true);
          expect(fees(receipt?.logs ?? [])).toEqual([
            [innerEntry === 'sendEth' ? 'BulkSent' : 'BatchSent', attackerAddress, innerFee],
            [outerEntry === 'sendErc20' ? 'BulkSent' : 'BatchSent', f.bob.address, 13n],
          ]);
          // The events add up to exactly what the contract gained.
          expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(13n + innerFee);
          expect(await token.balanceOf(other ?? '')).toBe(20n);
        });
      }
    }

    for (const outerEntry of ['sendEth', 'sendEthPacked'] as const) {
      it(`${outerEntry} paying a recipient that sends its own token batch (the inner fee is not the outer's)`, async () => {
        const attacker = await new ReentrantRecipient__factory(f.owner).deploy();
        const attackerAddress = await attacker.getAddress();
        const [inner] = freshRecipients(`nested-token-in-${outerEntry}`, 1);
        const payload = f.bulkSend.interface.encodeFunctionData('sendErc20', [f.tokenAddress, [inner ?? ''], [0n]]);
        await (await attacker.arm(f.bulkSendAddress, payload, 5n)).wait();
        const bob = f.bulkSend.connect(f.bob);
        const tx =
          outerEntry === 'sendEth'
            ? bob.sendEth([attackerAddress], [10n], { ...FREE, value: 13n })
            : bob.sendEthPacked(ZeroHash, pack([attackerAddress], [10n]), { ...FREE, value: 13n });
        const receipt = await (await tx).wait();
        expect(await attacker.innerSucceeded()).toBe(true);
        // Inner: the 5 it attached; outer: 13 − 10 = 3, not 8.
        expect(fees(receipt?.logs ?? [])).toEqual([
          ['BulkSent', attackerAddress, 5n],
          [outerEntry === 'sendEth' ? 'BulkSent' : 'BatchSent', f.bob.address, 3n],
        ]);
        expect(await f.provider.getBalance(f.bulkSendAddress)).toBe(8n);
      });
    }
  });
});
