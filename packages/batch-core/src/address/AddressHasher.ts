/**
 * Keccak-256 for EIP-55, specialised to one 40-byte input (a lowercase hex address) and reused for every address:
 * write the 40 ASCII codes into `input`, call `hash()`, read the digest's first 20 bytes from the returned array
 * (valid until the next call).
 */
export interface AddressHasher {
  readonly kind: 'wasm' | 'js';
  readonly input: Uint8Array;
  hash(): Uint8Array;
}
