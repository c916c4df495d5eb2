// The batch engine (wallet-core bulk-send) for the connected wallet on the Tool's chain: the wallet only signs (each
// signature checked against the run's chain and account first, guardedWallet), every read goes to the chain's own RPC
// (chainReader), and runs are kept in this browser's IndexedDB (shared by its tabs), so a reload, a crash or another
// tab finds them.
import {
  type BulkSendConfig,
  createBulkSendConfig,
  createIndexedDbRunStorage,
  type RunStorage,
} from '@fanout/wallet-core/bulk-send';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import type { Eip1193Provider } from 'ethers';
import { chainReader } from './chainReader.js';
import { guardedWallet } from './guardedWallet.js';

let storage: RunStorage | null = null;
const configs = new WeakMap<object, Map<string, BulkSendConfig>>();

/** The one IndexedDB run storage of this page. */
export function runStorage(): RunStorage {
  storage ??= createIndexedDbRunStorage();
  return storage;
}

/** Confirmations after which a chunk is final where the node has no `finalized` tag (served per chain, optional). */
function finalityOf(chain: ChainSetting): number | undefined {
  const served = (chain as ChainSetting & { finalityConfirmations?: unknown }).finalityConfirmations;
  return typeof served === 'number' && Number.isInteger(served) && served > 0 ? served : undefined;
}

/** The engine config over `provider` on `chain`: reads from the chain's RPC, signatures through the wallet. */
export function runEngine(provider: Eip1193Provider, chain: ChainSetting): BulkSendConfig {
  const rpcUrl = chain.rpcUrls[0];
  const finalityConfirmations = finalityOf(chain);
  const key = `${chain.id}:${rpcUrl ?? ''}:${finalityConfirmations ?? ''}`;
  let perChain = configs.get(provider);
  if (!perChain) {
    perChain = new Map();
    configs.set(provider, perChain);
  }
  let config = perChain.get(key);
  if (!config) {
    config = createBulkSendConfig({
      provider: guardedWallet(provider, chain.id),
      // Without an RPC URL (a chain served without one) reads fall back to the wallet, trusted only on the run's chain.
      ...(rpcUrl ? { reader: chainReader(rpcUrl), chainId: chain.id } : { chainId: chain.id }),
      ...(finalityConfirmations !== undefined ? { finalityConfirmations } : {}),
      storage: runStorage(),
    });
    perChain.set(key, config);
  }
  return config;
}
