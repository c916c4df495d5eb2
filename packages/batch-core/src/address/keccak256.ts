import { keccakF1600 } from './keccakF1600.js';

const RATE = 136;

/** Keccak-256 (Ethereum's hash: pre-SHA-3 padding) of `data`, 32 bytes. Shares the permutation EIP-55 uses. */
export function keccak256(data: Uint8Array): Uint8Array {
  const state = new Uint32Array(50);
  const block = new Uint8Array(RATE);
  const absorb = (bytes: Uint8Array) => {
    for (let w = 0; w < RATE / 4; w++) {
      const b = w * 4;
      state[w] =
        ((state[w] ?? 0) ^
          ((bytes[b] ?? 0) |
            ((bytes[b + 1] ?? 0) << 8) |
            ((bytes[b + 2] ?? 0) << 16) |
            ((bytes[b + 3] ?? 0) << 24))) >>>
        0;
    }
    keccakF1600(state);
  };
  let offset = 0;
  for (; data.length - offset >= RATE; offset += RATE) absorb(data.subarray(offset, offset + RATE));
  block.set(data.subarray(offset));
  block[data.length - offset] = 0x01;
  block[RATE - 1] = (block[RATE - 1] ?? 0) | 0x80;
  absorb(block);
  const digest = new Uint8Array(32);
  for (let k = 0; k < 32; k++) digest[k] = ((state[k >> 2] ?? 0) >>> ((k & 3) * 8)) & 0xff;
  return digest;
}
