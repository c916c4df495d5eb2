import type { AddressHasher } from './AddressHasher.js';
import { keccakF1600 } from './keccakF1600.js';

/** The portable AddressHasher: unrolled Keccak-f[1600] on a reused state, padding written by hand. */
export function createJsAddressHasher(): AddressHasher {
  const input = new Uint8Array(40);
  const state = new Uint32Array(50);
  const digest = new Uint8Array(20);
  return {
    kind: 'js',
    input,
    hash(): Uint8Array {
      state.fill(0);
      for (let w = 0; w < 10; w++) {
        const b = w * 4;
        state[w] =
          ((input[b] ?? 0) | ((input[b + 1] ?? 0) << 8) | ((input[b + 2] ?? 0) << 16) | ((input[b + 3] ?? 0) << 24)) >>>
          0;
      }
      // Keccak (pre-SHA-3) padding for a 136-byte rate: 0x01 right after the message, 0x80 in the rate's last byte.
      state[10] = 0x01;
      state[33] = 0x80000000;
      keccakF1600(state);
      for (let k = 0; k < 20; k++) digest[k] = ((state[k >> 2] ?? 0) >>> ((k & 3) * 8)) & 0xff;
      return digest;
    },
  };
}
