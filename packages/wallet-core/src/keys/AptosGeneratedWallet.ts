import type { GeneratedWallet } from './GeneratedWallet.js';

/** A generated Aptos wallet: Ed25519 key, its AIP-80 form and its public key. */
export type AptosGeneratedWallet = GeneratedWallet & {
  /** AIP-80 private key string: `ed25519-priv-0x…`. */
  privateKeyAip80: string;
  /** `0x` + 64 hex digits. */
  publicKey: string;
};
