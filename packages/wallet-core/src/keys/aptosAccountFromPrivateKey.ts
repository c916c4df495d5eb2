import * as ed from '@noble/ed25519';
import { sha3_256 } from '@noble/hashes/sha3';
import { sha512 } from '@noble/hashes/sha512';
import { bytesToHex } from '@noble/hashes/utils';
import type { AptosGeneratedWallet } from './AptosGeneratedWallet.js';

/** Aptos signature-scheme byte of a single Ed25519 key, appended before hashing the authentication key. */
const ED25519_SCHEME = 0x00;

/**
 * Aptos account of a 32-byte Ed25519 private key: address = sha3-256(public key ‖ 0x00), as the
 * SDK's `Account.fromPrivateKey` (legacy Ed25519) computes it.
 */
export function aptosAccountFromPrivateKey(privateKey: Uint8Array): AptosGeneratedWallet {
  // noble-ed25519 ships without a sync SHA-512 to stay dependency-free; give it the audited one.
  if (!ed.hashes.sha512) ed.hashes.sha512 = (message) => new Uint8Array(sha512(message));
  const publicKey = ed.getPublicKey(privateKey);
  const material = new Uint8Array(33);
  material.set(publicKey, 0);
  material[32] = ED25519_SCHEME;
  const keyHex = `0x${bytesToHex(privateKey)}`;
  return {
    address: `0x${bytesToHex(sha3_256(material))}`,
    privateKey: keyHex,
    privateKeyAip80: `ed25519-priv-${keyHex}`,
    publicKey: `0x${bytesToHex(publicKey)}`,
  };
}
