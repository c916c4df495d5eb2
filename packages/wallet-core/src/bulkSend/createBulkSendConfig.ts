import type { BulkSendVersion } from '@fanout/contracts';
import type { WalletConfig } from '../config/WalletConfig.js';
import { walletProvider } from '../config/walletProvider.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { BULK_SEND_DEFAULT_ASSETS } from './BULK_SEND_DEFAULT_ASSETS.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
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
      /** The wallet that signs and, without `reader`, answers reads. */
      provider: Eip1193Provider;
      wallet?: undefined;
    }
  | {
      /**
       * The session's config instead of a provider of its own: the engine signs through whichever wallet the session
       * has connected at that moment (`walletProvider(wallet)`) and keeps the session's clock. One config per
       * provider: prefer `bulkSendConfigOf(wallet, …)`, which makes it once per session and options.
       */
      wallet: WalletConfig;
      provider?: undefined;
    }
) &
  (
    | {
        /** The run's chain RPC: every read that decides whether a chunk is paid goes here, never to the wallet. */
        reader: Eip1193Provider;
        /** The chain `reader` serves (checked against its `eth_chainId` and the run's before any read is trusted). */
        chainId: number;
      }
    | { reader?: undefined; chainId?: number }
  ) & {
    /** Used only where the node has no `finalized` block tag (default 128). */
    finalityConfirmations?: number;
    /**
     * What the engine can send (default `BULK_SEND_DEFAULT_ASSETS`: the coin and ERC-20). NFTs: add `erc721Asset` and
     * `erc1155Asset` from `@fanout/wallet-core/bulk-send/nft`.
     */
    assets?: readonly RunAsset[];
    /**
     * Who signs (default: `eip1193Sender(provider)`, the wallet one transaction at a time; `eip5792Sender`,
     * `safeAppSender`, `safeFileSender`, or any `RunSender`).
     */
    sender?: RunSender;
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
    /**
     * The BulkSend version of the chain's contract, for the runs `planRun` makes without a `bulkSendVersion` of their
     * own (default v2: its batch ids and calldata).
     */
    bulkSendVersion?: BulkSendVersion;
  };

/**
 * Creates the engine's config over a `provider`, or over a session's `wallet` config (its connected wallet, its clock).
 * The storage is where durability comes from: choose it deliberately.
 */
export function createBulkSendConfig(parameters: CreateBulkSendConfigParameters): BulkSendConfig {
  const provider = parameters.wallet ? walletProvider(parameters.wallet) : parameters.provider;
  return {
    provider,
    assets: parameters.assets ?? BULK_SEND_DEFAULT_ASSETS,
    sender: parameters.sender ?? eip1193Sender(provider),
    reader: parameters.reader ?? provider,
    chainId: parameters.chainId,
    finalityConfirmations: parameters.finalityConfirmations,
    storage: parameters.storage ?? createMemoryRunStorage(),
    locks: parameters.locks ?? parameters.storage?.locks ?? defaultRunLocks(),
    now: parameters.now ?? parameters.wallet?.now ?? Date.now,
    sleep: parameters.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    pollIntervalMs: parameters.pollIntervalMs ?? BULK_SEND_DEFAULTS.pollIntervalMs,
    maxPollIntervalMs: parameters.maxPollIntervalMs ?? BULK_SEND_DEFAULTS.maxPollIntervalMs,
    confirmTimeoutMs: parameters.confirmTimeoutMs ?? BULK_SEND_DEFAULTS.confirmTimeoutMs,
    baseFeeMultiplierPercent: parameters.baseFeeMultiplierPercent ?? BULK_SEND_DEFAULTS.baseFeeMultiplierPercent,
    ...(parameters.bulkSendVersion ? { bulkSendVersion: parameters.bulkSendVersion } : {}),
  };
}
