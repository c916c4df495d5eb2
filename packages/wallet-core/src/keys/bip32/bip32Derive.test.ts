import { HDNodeWallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { bip32Derive } from './bip32Derive.js';

// BIP-32 test vector 1 (seed 000102…0f): m/0'/1/2'/2/1000000000.
const SEED = Uint8Array.from({ length: 16 }, (_, i) => i);

describe('bip32Derive', () => {
  it('matches ethers on BIP-32 test vector 1 through hardened and normal indices', () => {
    const root = HDNodeWallet.fromSeed(SEED);
    for (const path of ["m/0'", "m/0'/1", "m/0'/1/2'", "m/0'/1/2'/2", "m/0'/1/2'/2/1000000000"]) {
      const ours = bip32Derive(SEED, path);
      const theirs = root.derivePath(path);
      expect(`0x${Buffer.from(ours.key).toString('hex')}`).toBe(theirs.privateKey);
      expect(`0x${Buffer.from(ours.chainCode).toString('hex')}`).toBe(theirs.chainCode);
    }
  });

  it('gives the published private key at m/0H/1/2H/2/1000000000', () => {
    expect(Buffer.from(bip32Derive(SEED, "m/0'/1/2'/2/1000000000").key).toString('hex')).toBe(
      '471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8',
    );
  });
});
