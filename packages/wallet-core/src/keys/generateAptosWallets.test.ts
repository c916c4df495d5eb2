import { Account, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import { hexToBytes } from '@noble/hashes/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { SecureRandomUnavailableError } from '../errors/SecureRandomUnavailableError.js';
import { aptosAccountFromPrivateKey } from './aptosAccountFromPrivateKey.js';
import { generateAptosWallets } from './generateAptosWallets.js';

const MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

function sdkAccount(privateKeyHex: string) {
  const privateKey = new Ed25519PrivateKey(privateKeyHex);
  return { account: Account.fromPrivateKey({ privateKey }), privateKey };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('generateAptosWallets', () => {
  it('derives the known address of private key 0x…01, as the Aptos SDK does', () => {
    const hex = `0x${'0'.repeat(63)}1`;
    const ours = aptosAccountFromPrivateKey(hexToBytes(hex.slice(2)));
    expect(ours.address).toBe('0xf90391c81027f03cdea491ed8b36ffaced26b6df208a9b569e5baf2590eb9b16');
    const { account, privateKey } = sdkAccount(hex);
    expect(ours.address).toBe(account.accountAddress.toStringLong());
    expect(ours.publicKey).toBe(account.publicKey.toString());
    expect(ours.privateKeyAip80).toBe(privateKey.toAIP80String());
  });

  it('makes 99 distinct random wallets that the Aptos SDK agrees with', async () => {
    const { wallets, mnemonic } = await generateAptosWallets(99);
    expect(mnemonic).toBeNull();
    expect(new Set(wallets.map((w) => w.privateKey)).size).toBe(99);
    for (const wallet of wallets) {
      const { account, privateKey } = sdkAccount(wallet.privateKey);
      expect(wallet.address).toBe(account.accountAddress.toStringLong());
      expect(wallet.privateKeyAip80).toBe(privateKey.toAIP80String());
      expect(wallet.privateKeyAip80).toMatch(/^ed25519-priv-0x[0-9a-f]{64}$/);
    }
  });

  it("derives wallet i at m/44'/637'/i'/0'/0' exactly like the SDK", async () => {
    const { wallets, mnemonic } = await generateAptosWallets(4, { mnemonic: MNEMONIC });
    expect(mnemonic).toBe(MNEMONIC);
    wallets.forEach((wallet, i) => {
      const path = `m/44'/637'/${i}'/0'/0'`;
      const reference = Account.fromDerivationPath({ path, mnemonic: MNEMONIC });
      expect(wallet.path).toBe(path);
      expect(wallet.address).toBe(reference.accountAddress.toStringLong());
      const key = Ed25519PrivateKey.fromDerivationPath(path, MNEMONIC);
      expect(wallet.privateKey).toBe(key.toHexString());
      expect(wallet.privateKeyAip80).toBe(key.toAIP80String());
    });
  });

  it('with mnemonic: true returns a phrase the SDK restores to the same first wallet', async () => {
    const { wallets, mnemonic } = await generateAptosWallets(2, { mnemonic: true });
    expect(mnemonic?.split(' ')).toHaveLength(12);
    const reference = Account.fromDerivationPath({ path: "m/44'/637'/0'/0'/0'", mnemonic: mnemonic ?? '' });
    expect(wallets[0]?.address).toBe(reference.accountAddress.toStringLong());
  });

  it('accepts 1 to 99 wallets and refuses 0 and 100', async () => {
    expect((await generateAptosWallets(1)).wallets).toHaveLength(1);
    await expect(generateAptosWallets(0)).rejects.toThrow(InvalidParameterError);
    await expect(generateAptosWallets(100)).rejects.toThrow(InvalidParameterError);
  });

  it('fails without crypto.getRandomValues instead of falling back', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(generateAptosWallets(3)).rejects.toThrow(SecureRandomUnavailableError);
  });
});
