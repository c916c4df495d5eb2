// The batch engine (wallet-core bulk-send) for the connected wallet: one config per wallet provider, runs kept in
// this browser's IndexedDB (shared by its tabs), so a reload, a crash or another tab finds them.
import {
  type BulkSendConfig,
  createBulkSendConfig,
  createIndexedDbRunStorage,
  type RunStorage,
} from '@fanout/wallet-core/bulk-send';
import type { Eip1193Provider } from 'ethers';

let storage: RunStorage | null = null;
const configs = new WeakMap<object, BulkSendConfig>();

/** The engine config over `provider`, sharing the one IndexedDB run storage. */
export function runEngine(provider: Eip1193Provider): BulkSendConfig {
  let config = configs.get(provider);
  if (!config) {
    storage ??= createIndexedDbRunStorage();
    config = createBulkSendConfig({ provider, storage });
    configs.set(provider, config);
  }
  return config;
}
