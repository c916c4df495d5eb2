// Hand-crafted ABI calldata for the spec's and the packed sends: what a hostile or buggy encoder can send.
import { ZeroHash } from 'ethers';
import { describe, expect, it } from 'vitest';
import { useChainFixture } from './support/chainFixture.js';
import { freshRecipients } from './support/freshRecipients.js';
import { pack } from './support/pack.js';
import {
  arrayTail,
  calldata,
  SEND_ERC20,
  SEND_ERC20_PACKED,
  SEND_ETH,
  SEND_ETH_PACKED,
  word,
} from './support/rawCalldata.js';

const FREE = { type: 0, gasPrice: 0n } as const;

describe('BulkSend with hand-crafted calldata', () => {
  const f = useChainFixture();

  /** Sends raw calldata from alice; resolves to 'ok', or 'reverted' with the revert data. */
  async function send(data: string, value = 0n): Promise<{ status: 'ok' } | { status: 'reverted'; data: string }> {
    try {
      await (await f.alice.sendTransaction({ to: f.bulkSendAddress, data, value, ...FREE })).wait();
      return { status: 'ok' };
    } catch (error) {
      const text = JSON.stringify(error, (_, v) => (typeof v === 'bigint' ? String(v) : v));
      const found = /"data":"(0x[0-9a-f]*)"/i.exec(text);
      return { status: 'reverted', data: found?.[1] ?? '0x' };
    }
  }

  /** Standard encodings of the four sends for `recipients` / `amounts` (hex, with selector). */
  function standard(recipients: string[], amounts: bigint[]) {
    const iface = f.bulkSend.interface;
    return {
      sendEth: iface.encodeFunctionData('sendEth', [recipients, amounts]),
      sendErc20: iface.encodeFunctionData('sendErc20', [f.tokenAddress, recipients, amounts]),
      sendEthPacked: iface.encodeFunctionData('sendEthPacked', [ZeroHash, pack(recipients, amounts)]),
      sendErc20Packed: iface.encodeFunctionData('sendErc20Packed', [
        f.tokenAddress,
        ZeroHash,
        pack(recipients, amounts),
      ]),
    };
  }

  it('truncated calldata reverts for all four sends and moves nothing', async () => {
    const recipients = freshRecipients('truncated', 3);
    const amounts = [1n, 2n, 3n];
    for (const [name, data] of Object.entries(standard(recipients, amounts))) {
      for (const cut of [1, 32, 64]) {
        const result = await send(data.slice(0, data.length - cut * 2), 10n);
        expect({ name, cut, status: result.status }).toEqual({ name, cut, status: 'reverted' });
      }
    }
    for (const r of recipients) {
      expect(await f.provider.getBalance(r)).toBe(0n);
      expect(await f.token.balanceOf(r)).toBe(0n);
    }
  });

  it('a token address with dirty upper bits is refused by the decoder (spec and packed)', async () => {
    const recipients = freshRecipients('dirty-token', 2);
    const { sendErc20, sendErc20Packed } = standard(recipients, [1n, 2n]);
    // The token is the first word after the selector.
    const dirty = (data: string) => `${data.slice(0, 10)}${'01'}${data.slice(12)}`;
    for (const data of [sendErc20, sendErc20Packed]) expect((await send(dirty(data))).status).toBe('reverted');
    expect(await f.token.balanceOf(recipients[0] ?? '')).toBe(0n);
  });

  it('overlapping arrays (recipients and amounts sharing their data) are decoded as the ABI says', async () => {
    // Small addresses with no code: each is paid its own address as amount.
    const shared = [0x1000n, 0x2000n, 0x3000n];
    const tail = arrayTail(shared);
    await (await f.token.mint(f.alice.address, 0x6000n)).wait();
    const erc20 = calldata(SEND_ERC20, [word(BigInt(f.tokenAddress)), word(0x60n), word(0x60n)], tail);
    expect((await send(erc20)).status).toBe('ok');
    const eth = calldata(SEND_ETH, [word(0x40n), word(0x40n)], tail);
    expect((await send(eth, 0x6001n)).status).toBe('ok');
    for (const a of shared) {
      const address = `0x${a.toString(16).padStart(40, '0')}`;
      expect(await f.token.balanceOf(address)).toBe(a);
      expect(await f.provider.getBalance(address)).toBe(a);
    }
  });

  it('packed arrays placed anywhere in the calldata (gap after the head) are decoded', async () => {
    const recipients = freshRecipients('packed-gap', 2);
    const words = pack(recipients, [4n, 5n]);
    const gap = word(0xdeadn);
    const eth = calldata(SEND_ETH_PACKED, [word(0n), word(0x60n)], gap + arrayTail(words));
    expect((await send(eth, 10n)).status).toBe('ok');
    const erc20 = calldata(
      SEND_ERC20_PACKED,
      [word(BigInt(f.tokenAddress)), word(0n), word(0x80n)],
      gap + arrayTail(words),
    );
    expect((await send(erc20)).status).toBe('ok');
    expect(await f.provider.getBalance(recipients[1] ?? '')).toBe(5n);
    expect(await f.token.balanceOf(recipients[1] ?? '')).toBe(5n);
  });

  it('an array length that runs past the calldata reverts (spec and packed)', async () => {
    const recipients = freshRecipients('long-length', 2);
    const packedTail = word(3n) + pack(recipients, [1n, 1n]).map(word).join('');
    expect((await send(calldata(SEND_ETH_PACKED, [word(0n), word(0x40n)], packedTail), 5n)).status).toBe('reverted');
    const rs = recipients.map((r) => BigInt(r));
    const spec = calldata(SEND_ETH, [word(0x40n), word(0xa0n)], word(2n) + rs.map(word).join('') + word(3n) + word(1n));
    expect((await send(spec, 5n)).status).toBe('reverted');
    expect(await f.provider.getBalance(recipients[0] ?? '')).toBe(0n);
  });
});
