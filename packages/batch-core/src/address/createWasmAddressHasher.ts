import type { AddressHasher } from './AddressHasher.js';
import { KECCAK_WASM_HEX } from './keccakWasm.js';

// The few WebAssembly members used, typed here because the package compiles without DOM or Node typings.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: { memory: { buffer: ArrayBuffer }; hash: () => void } };
}

/**
 * The fast AddressHasher: a 1.2 KB WebAssembly keccak with 64-bit lanes (see scripts/generateKeccakWasm.mjs).
 * Returns undefined where WebAssembly is missing or refused (e.g. a Content-Security-Policy without
 * 'wasm-unsafe-eval'), so callers fall back to the JavaScript hasher.
 */
export function createWasmAddressHasher(): AddressHasher | undefined {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (wasm === undefined) return undefined;
  try {
    const bytes = new Uint8Array(KECCAK_WASM_HEX.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(KECCAK_WASM_HEX.slice(2 * i, 2 * i + 2), 16);
    const { exports } = new wasm.Instance(new wasm.Module(bytes));
    const memory = exports.memory.buffer;
    const hash = exports.hash;
    const digest = new Uint8Array(memory, 64, 20);
    return {
      kind: 'wasm',
      input: new Uint8Array(memory, 0, 40),
      hash(): Uint8Array {
        hash();
        return digest;
      },
    };
  } catch {
    return undefined;
  }
}
