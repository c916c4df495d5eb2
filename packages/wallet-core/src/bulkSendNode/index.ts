// Subpath entry `@fanout/wallet-core/bulk-send/node`: the engine's Node-only parts (file storage).

export { createFileRunLocks } from './createFileRunLocks.js';
export { createFileRunStorage } from './createFileRunStorage.js';
