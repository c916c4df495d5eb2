// Subpath entry `@fanout/wallet-core/bulk-send/node`: the engine's Node-only parts (file storage).
export { createFileRunStorage } from './createFileRunStorage.js';
