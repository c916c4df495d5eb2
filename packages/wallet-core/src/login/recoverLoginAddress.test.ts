import { verifyMessage, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { InvalidSignatureError } from '../errors/InvalidSignatureError.js';
import { defaultLoginText } from './defaultLoginText.js';
import { loginMessage } from './loginMessage.js';
import { recoverLoginAddress } from './recoverLoginAddress.js';

// Well-known test keys: 0x…01 is the generator point's key; the Hardhat account #0 key is public.
const KEY_ONE = `0x${'0'.repeat(63)}1`;
const HARDHAT_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('recoverLoginAddress', () => {
  it('recovers the signer of a login message signed by ethers (key 0x…01)', async () => {
    const wallet = new Wallet(KEY_ONE);
    const message = loginMessage(defaultLoginText({ domain: 'fanout.example', chainId: 137 }), 1_700_000_000);
    const signature = await wallet.signMessage(message);
    expect(recoverLoginAddress(message, signature)).toBe('0x7e5f4552091a69125d5dfcb7b8c2659029395bdf');
  });

  it('agrees with ethers verifyMessage for Hardhat account #0 and unicode text', async () => {
    const wallet = new Wallet(HARDHAT_0);
    const message = loginMessage('登录 Fanout ✓ — ', 1_732_000_000);
    const signature = await wallet.signMessage(message);
    const recovered = recoverLoginAddress(message, signature);
    expect(recovered).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(recovered).toBe(verifyMessage(message, signature).toLowerCase());
  });

  it('gives a different address when the timestamp differs from the one signed', async () => {
    const wallet = new Wallet(HARDHAT_0);
    const signature = await wallet.signMessage(loginMessage('Sign in ', 1_700_000_000));
    expect(recoverLoginAddress(loginMessage('Sign in ', 1_700_000_001), signature)).not.toBe(
      wallet.address.toLowerCase(),
    );
  });

  it('accepts a signature without the 0x prefix and in upper case', async () => {
    const wallet = new Wallet(HARDHAT_0);
    const signature = await wallet.signMessage('hello');
    expect(recoverLoginAddress('hello', signature.slice(2).toUpperCase())).toBe(wallet.address.toLowerCase());
  });

  it('throws InvalidSignatureError for v other than 27/28', async () => {
    const signature = await new Wallet(HARDHAT_0).signMessage('hello');
    for (const v of ['00', '01', '1d', 'ff']) {
      expect(() => recoverLoginAddress('hello', signature.slice(0, 130) + v)).toThrow(InvalidSignatureError);
    }
  });

  it('throws InvalidSignatureError for malformed input, never a generic error', () => {
    const bad: unknown[] = ['', '0x', '0x1234', `0x${'zz'.repeat(65)}`, `0x${'11'.repeat(66)}`, null, 42];
    for (const signature of bad) {
      expect(() => recoverLoginAddress('hello', signature as string)).toThrow(InvalidSignatureError);
    }
  });

  it('throws InvalidSignatureError when r or s is zero or out of range', () => {
    const zero = `0x${'00'.repeat(64)}1b`;
    const maxed = `0x${'ff'.repeat(64)}1c`;
    expect(() => recoverLoginAddress('hello', zero)).toThrow(InvalidSignatureError);
    expect(() => recoverLoginAddress('hello', maxed)).toThrow(InvalidSignatureError);
  });

  it('rejects the high-s twin of a valid signature (malleability)', async () => {
    const signature = await new Wallet(HARDHAT_0).signMessage('hello');
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const s = BigInt(`0x${signature.slice(66, 130)}`);
    const v = signature.slice(130) === '1b' ? '1c' : '1b';
    const twin = `${signature.slice(0, 66)}${(n - s).toString(16).padStart(64, '0')}${v}`;
    expect(() => recoverLoginAddress('hello', twin)).toThrow(/Invalid signature/);
  });

  it('names the error with a stable name and short message', () => {
    try {
      recoverLoginAddress('hello', '0x00');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidSignatureError);
      expect((error as InvalidSignatureError).name).toBe('InvalidSignatureError');
      expect((error as InvalidSignatureError).shortMessage).toBe('Invalid signature');
    }
  });
});
