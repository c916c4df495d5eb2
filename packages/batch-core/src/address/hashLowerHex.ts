// Keccak-256 of exactly 40 ASCII bytes (a lowercase hex address) with no allocation, for EIP-55 checksums.
import { keccakF1600 } from './keccakF1600.js';

// One reused sponge state: 25 lanes as 50 little-endian uint32 words.
const state = new Uint32Array(50);

/**
 * Hashes the 40 ASCII codes in `ascii[0..40)` with keccak-256 and returns the shared state, whose first 20 bytes
 * are the digest's first 20 bytes (little-endian inside each word). The returned array is overwritten by the next
 * call. Building the single padded block by hand skips the generic sponge's per-call allocations.
 */
export function hashLowerHex(ascii: Uint8Array): Uint32Array {
  state.fill(0);
  for (let w = 0; w < 10; w++) {
    const b = w * 4;
    state[w] =
      ((ascii[b] ?? 0) | ((ascii[b + 1] ?? 0) << 8) | ((ascii[b + 2] ?? 0) << 16) | ((ascii[b + 3] ?? 0) << 24)) >>> 0;
  }
  // Keccak (pre-SHA-3) padding for a 136-byte rate: 0x01 right after the message, 0x80 in the rate's last byte.
  state[10] = 0x01;
  state[33] = 0x80000000;
  keccakF1600(state);
  return state;
}
