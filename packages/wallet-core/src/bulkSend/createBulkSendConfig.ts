import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { BULK_SEND_DEFAULT_ASSETS } from './BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendConfig, BundlePath } from './BulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { defaultRunLocks } from './defaultRunLocks.js';
import { eip1193Sender } from './eip1193Sender.js';
import type { RunAsset } from './RunAsset.js';
import type { RunLocks } from './RunLocks.js';
import type { RunSender } from './RunSender.js';
import type { RunStorage } from './RunStorage.js';

/** Defaults of the engine's timings. */
export const BULK_SEND_DEFAULTS = {
  /** About one Polygon block. */
  pollIntervalMs: 2_000,
  maxPollIntervalMs: 15_000,
  /** Five minutes, then the chunk stays `submitted` and a later reconcile picks it up. */
  confirmTimeoutMs: 300_000,
  baseFeeMultiplierPercent: 120,
  /** Depth after which a chunk counts as `final` on a node without the `finalized` tag (a few minutes on Polygon). */
  finalityConfirmations: 128,
} as const;

export type CreateBulkSendConfigParameters = (
  | {
      provider: Eip1193Provider;
      /** The run's chain RPC: every read that decides whether a chunk is paid goes here, never to the wallet. */
      reader: Eip1193Provider;
      /** The chain `reader` serves (checked against its `eth_chainId` and the run's before any read is trusted). */
      chainId: number;
    }
  | { provider: Eip1193Provider; reader?: undefined; chainId?: number }
) & {
  /** Used only where the node has no `finalized` block tag (default 128). */
  finalityConfirmations?: number;
  /**
   * What the engine can send (default `BULK_SEND_DEFAULT_ASSETS`: the coin and ERC-20). NFTs: add `erc721Asset` and
   * `erc1155Asset` from `@fanout/wallet-core/bulk-send/nft`.
   */
  assets?: readonly RunAsset[];
  /**
   * Who signs (default: `eip1193Sender(provider)`, the wallet one transaction at a time). An `eip5792Sender` brings
   * its bundle path along (`bundlePath`).
   */
  sender?: RunSender & { readonly bundlePath?: BundlePath };
  /** Default: in memory (lost with the process; pass the IndexedDB or file storage for durability). */
  storage?: RunStorage;
  /** Default: the storage's own locks (file storage: one process per run), else Web Locks, else an in-process lock. */
  locks?: RunLocks;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  pollIntervalMs?: number;
  maxPollIntervalMs?: number;
  confirmTimeoutMs?: number;
  baseFeeMultiplierPercent?: number;
};

/** Creates the engine's config. The storage is where durability comes from: choose it deliberately. */
export function createBulkSendConfig(parameters: CreateBulkSendConfigParameters): BulkSendConfig {
  return {
    provider: parameters.provider,
    assets: parameters.assets ?? BULK_SEND_DEFAULT_ASSETS,
    sender: parameters.sender ?? eip1193Sender(parameters.provider),
    bundles: parameters.sender?.bundlePath,
    reader: parameters.reader ?? parameters.provider,
    chainId: parameters.chainId,
    finalityConfirmations: parameters.finalityConfirmations,
    storage: parameters.storage ?? createMemoryRunStorage(),
    locks: parameters.locks ?? parameters.storage?.locks ?? defaultRunLocks(),
    now: parameters.now ?? Date.now,
    sleep: parameters.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    pollIntervalMs: parameters.pollIntervalMs ?? BULK_SEND_DEFAULTS.pollIntervalMs,
    maxPollIntervalMs: parameters.maxPollIntervalMs ?? BULK_SEND_DEFAULTS.maxPollIntervalMs,
    confirmTimeoutMs: parameters.confirmTimeoutMs ?? BULK_SEND_DEFAULTS.confirmTimeoutMs,
    baseFeeMultiplierPercent: parameters.baseFeeMultiplierPercent ?? BULK_SEND_DEFAULTS.baseFeeMultiplierPercent,
  };
}
