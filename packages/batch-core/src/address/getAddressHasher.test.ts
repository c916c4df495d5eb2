import { keccak_256 } from '@noble/hashes/sha3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsAddressHasher } from './createJsAddressHasher.js';
import { createWasmAddressHasher } from './createWasmAddressHasher.js';
import { getAddressHasher } from './getAddressHasher.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const wasm = createWasmAddressHasher();

describe('address hashers', () => {
  it('uses WebAssembly where the platform has it (Node does)', () => {
    expect(wasm?.kind).toBe('wasm');
    expect(getAddressHasher().kind).toBe('wasm');
  });

  it.each([
    ['js', createJsAddressHasher()],
    ['wasm', wasm],
  ])('%s gives the keccak-256 digest of a lowercase hex address', (_, hasher) => {
    if (hasher === undefined) throw new Error('WebAssembly hasher unavailable');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const ascii = new TextEncoder().encode(hex(bytes));
        hasher.input.set(ascii);
        expect(hex(hasher.hash())).toBe(hex(keccak_256(ascii)).slice(0, 40));
      }),
      { numRuns: 300 },
    );
  });

  it('falls back to JavaScript where WebAssembly is refused (e.g. by a Content-Security-Policy)', () => {
    const saved = (globalThis as { WebAssembly?: unknown }).WebAssembly;
    try {
      Object.defineProperty(globalThis, 'WebAssembly', { value: undefined, configurable: true, writable: true });
      expect(createWasmAddressHasher()).toBeUndefined();
    } finally {
      Object.defineProperty(globalThis, 'WebAssembly', { value: saved, configurable: true, writable: true });
    }
  });
});
