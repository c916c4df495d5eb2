import type { AddressHasher } from './AddressHasher.js';
import { createJsAddressHasher } from './createJsAddressHasher.js';
import { createWasmAddressHasher } from './createWasmAddressHasher.js';

let hasher: AddressHasher | undefined;

/** The shared AddressHasher: WebAssembly when the platform allows it, JavaScript otherwise. Created on first use. */
export function getAddressHasher(): AddressHasher {
  hasher ??= createWasmAddressHasher() ?? createJsAddressHasher();
  return hasher;
}
