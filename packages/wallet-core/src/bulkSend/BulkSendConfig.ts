import type { BulkSendVersion } from '@fanout/contracts';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import type { RunAsset } from './RunAsset.js';
import type { RunLocks } from './RunLocks.js';
import type { RunSender } from './RunSender.js';
import type { RunStorage } from './RunStorage.js';

/** Everything the engine's actions work over (wagmi-style config): created once by `createBulkSendConfig`. */
export type BulkSendConfig = {
  /** The wallet: signs (`eth_sendTransaction`) and, unless `reader` is set, answers reads. */
  provider: Eip1193Provider;
  /** What the engine can send: the coin and ERC-20 by default (`BULK_SEND_DEFAULT_ASSETS`), NFTs when added. */
  assets: readonly RunAsset[];
  /**
   * Who signs the run's calls, the engine's one seam for it (default: `eip1193Sender(provider)`, one transaction at a
   * time; `eip5792Sender`, `safeAppSender`, `safeFileSender`, or a sender of your own).
   */
  sender: RunSender;
  /**
   * Answers reads (calls, receipts, nonces, fees, `batchSent`): the run's own chain RPC. Every action checks its
   * `eth_chainId` (and block 0's hash) against the run's before trusting a read. Defaults to `provider`.
   */
  reader: Eip1193Provider;
  /**
   * The chain `reader` serves (required with `reader`). Undefined only when no reader was given: reads then go to the
   * wallet and are trusted only while its `eth_chainId` is the run's.
   */
  chainId: number | undefined;
  /**
   * Confirmations after which a chunk is `final`, used only where the node has no `finalized` block tag (served per
   * chain by `/api/chains`; default `BULK_SEND_DEFAULTS.finalityConfirmations`).
   */
  finalityConfirmations: number | undefined;
  /** Where runs are written before each signature request. */
  storage: RunStorage;
  /** One sender of a run at a time (Web Locks, else in-process). */
  locks: RunLocks;
  /** Clock in milliseconds (Date.now). */
  now: () => number;
  /** Waits `ms` (setTimeout); replaced in tests. */
  sleep: (ms: number) => Promise<void>;
  /** First receipt poll interval; doubles on each empty or failed poll up to `maxPollIntervalMs`. */
  pollIntervalMs: number;
  maxPollIntervalMs: number;
  /** How long `confirmChunk` waits for a receipt before leaving the chunk `submitted`. */
  confirmTimeoutMs: number;
  /** `maxFeePerGas = baseFee × baseFeeMultiplierPercent / 100 + priority fee` (viem uses 120). */
  baseFeeMultiplierPercent: number;
  /** The BulkSend version `planRun` plans for when its parameters name none (absent: v2). */
  bulkSendVersion?: BulkSendVersion;
};
