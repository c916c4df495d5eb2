import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { HDNodeWallet, Wallet } from 'ethers';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { SecureRandomUnavailableError } from '../errors/SecureRandomUnavailableError.js';
import { evmAccountFromPrivateKey } from './evmAccountFromPrivateKey.js';
import { generateEvmWallets } from './generateEvmWallets.js';

const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('generateEvmWallets', () => {
  it('derives the known address of private key 0x…01', () => {
    const key = new Uint8Array(32);
    key[31] = 1;
    expect(evmAccountFromPrivateKey(key)).toEqual({
      address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      privateKey: `0x${'0'.repeat(63)}1`,
    });
  });

  it('types the mnemonic as a string when one is asked for, and as null when not', async () => {
    const hd = await generateEvmWallets(2, { mnemonic: true });
    expectTypeOf(hd.mnemonic).toEqualTypeOf<string>();
    expect(hd.mnemonic.split(' ')).toHaveLength(12);
    const restored = await generateEvmWallets(2, { mnemonic: hd.mnemonic });
    expectTypeOf(restored.mnemonic).toEqualTypeOf<string>();
    const random = await generateEvmWallets(2);
    expectTypeOf(random.mnemonic).toEqualTypeOf<null>();
    expect(random.mnemonic).toBeNull();
  });

  it('leaves the BIP-39 word list out of the bundle a browser loads for random keys (own chunk on demand)', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./generateEvmWallets.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: 'out',
      write: false,
      minify: true,
    });
    const [entry, ...chunks] = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    // "abandon" and "zoo" are the first and last words of the English list
    expect(entry?.text).not.toContain('abandon');
    expect(chunks.some((chunk) => chunk.text.includes('abandon') && chunk.text.includes('zoo'))).toBe(true);
  });

  it('makes 99 distinct random wallets whose addresses ethers agrees with', async () => {
    const { wallets, mnemonic } = await generateEvmWallets(99);
    expect(mnemonic).toBeNull();
    expect(wallets).toHaveLength(99);
    expect(new Set(wallets.map((w) => w.privateKey)).size).toBe(99);
    for (const wallet of wallets) {
      expect(wallet.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
      expect(wallet.address).toBe(new Wallet(wallet.privateKey).address);
    }
  });

  it('derives the Hardhat accounts from the Hardhat mnemonic, like ethers', async () => {
    const { wallets, mnemonic } = await generateEvmWallets(5, { mnemonic: HARDHAT_MNEMONIC });
    expect(mnemonic).toBe(HARDHAT_MNEMONIC);
    expect(wallets[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(wallets[0]?.privateKey).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    wallets.forEach((wallet, i) => {
      const reference = HDNodeWallet.fromPhrase(HARDHAT_MNEMONIC, undefined, `m/44'/60'/0'/0/${i}`);
      expect(wallet).toEqual({ address: reference.address, privateKey: reference.privateKey, path: reference.path });
    });
  });

  it('with mnemonic: true returns a new 12-word phrase that restores the same wallets', async () => {
    const first = await generateEvmWallets(3, { mnemonic: true });
    expect(first.mnemonic?.split(' ')).toHaveLength(12);
    const again = await generateEvmWallets(3, { mnemonic: first.mnemonic ?? '' });
    expect(again.wallets).toEqual(first.wallets);
    const other = await generateEvmWallets(3, { mnemonic: true });
    expect(other.mnemonic).not.toBe(first.mnemonic);
  });

  it('makes a 24-word phrase on request', async () => {
    const { mnemonic } = await generateEvmWallets(1, { mnemonic: true, words: 24 });
    expect(mnemonic?.split(' ')).toHaveLength(24);
  });

  it('accepts 1 to 99 wallets and refuses 0, 100 and fractions', async () => {
    expect((await generateEvmWallets(1)).wallets).toHaveLength(1);
    for (const count of [0, 100, 1.5, -3, Number.NaN]) {
      await expect(generateEvmWallets(count)).rejects.toThrow(InvalidParameterError);
    }
  });

  it('refuses an invalid mnemonic', async () => {
    await expect(generateEvmWallets(1, { mnemonic: 'test test test' })).rejects.toThrow(InvalidParameterError);
  });

  it('fails without crypto.getRandomValues instead of falling back', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(generateEvmWallets(1)).rejects.toThrow(SecureRandomUnavailableError);
  });
});
