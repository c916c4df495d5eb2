// The chain settings kept in memory for `cacheMs` (the CLI writes from another process): GET /api/chains waits for
// a fresh read, every response's CSP takes what is at hand. Concurrent readers share one database read; when the
// database does not answer, the last good settings stay in use (or the built-in ones before any read succeeded).
// Nothing read can throw out of here: stored rows are checked first, and any failure keeps the last settings.
import { createHash } from 'node:crypto';
import type { ChainSettings } from '@fanout/wallet-core/chain-settings';
import type { Database } from '../db/Database.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { connectUrlsOf } from './connectUrlsOf.js';
import { readStoredChainSettings, type UnusableChainSetting } from './readChainSettings.js';
import { resolveChainSettings } from './resolveChainSettings.js';

export interface ChainSettingsSnapshot {
  settings: ChainSettings;
  /** The serialized `{ data: settings }` body. */
  body: string;
  /** Strong ETag of `body`. */
  etag: string;
  /** Every served RPC URL. */
  rpcUrls: string[];
  /** Every URL the site's pages call: the RPCs, the ENS RPC, the Safe Transaction Services (their origins go into the
   * CSP's connect-src, through `cspOrigin`; see connectUrlsOf). */
  connectUrls: string[];
  /** Stored rows not served because they break the rules. */
  unusable: UnusableChainSetting[];
}

function snapshotOf(settings: ChainSettings, unusable: UnusableChainSetting[]): ChainSettingsSnapshot {
  const body = JSON.stringify({ data: settings });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const rpcUrls = [...new Set(settings.chains.flatMap((c) => c.rpcUrls))];
  return { settings, body, etag, rpcUrls, connectUrls: connectUrlsOf(settings), unusable };
}

export class ChainSettingsCache {
  readonly #db: Database;
  readonly #config: ChainsConfig;
  readonly #onError: (err: Error) => void;
  readonly #onUnusable: (unusable: UnusableChainSetting[]) => void;
  #snapshot: ChainSettingsSnapshot;
  /** When the read behind `#snapshot` started: what it holds is at least that recent. */
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: { since: number; snapshot: Promise<ChainSettingsSnapshot> } | undefined;
  #unusableKey = '';

  constructor(
    db: Database,
    config: ChainsConfig,
    onError: (err: Error) => void,
    onUnusable: (unusable: UnusableChainSetting[]) => void = () => {},
  ) {
    this.#db = db;
    this.#config = config;
    this.#onError = onError;
    this.#onUnusable = onUnusable;
    this.#snapshot = snapshotOf(resolveChainSettings([], [], config), []);
  }

  /** BULKSEND_OWNER, salt and cache time the settings are resolved with (GET /api/contract/list uses them too). */
  get config(): ChainsConfig {
    return this.#config;
  }

  /** The settings at hand, without waiting: when they are older than `cacheMs` and no read is under way, a read
   * starts for the next caller. Every response's CSP uses this, so a busy database never holds up a page, and a page's
   * many requests start one read between them, not one each. */
  latest(): ChainSettingsSnapshot {
    if (!this.#reading) void this.current();
    return this.#snapshot;
  }

  async #read(since: number): Promise<ChainSettingsSnapshot> {
    try {
      const { settings, unusable } = await readStoredChainSettings(this.#db, this.#config);
      // A read that started before the one already kept (it answered late) must not replace it.
      if (since >= this.#readAt) {
        this.#snapshot = snapshotOf(settings, unusable);
        this.#readAt = since;
      }
      const key = JSON.stringify(unusable);
      if (unusable.length && key !== this.#unusableKey) this.#onUnusable(unusable);
      this.#unusableKey = key;
    } catch (err) {
      this.#onError(err instanceof Error ? err : new Error(String(err)));
    }
    return this.#snapshot;
  }

  /** The settings, read again from the database when older than `cacheMs`. A read already under way is shared only
   * when it started recently enough to count as fresh for this caller: one started before a write this caller made
   * (the CLI, a moment ago) would answer with what the write replaced. */
  async current(): Promise<ChainSettingsSnapshot> {
    const now = performance.now();
    if (now - this.#readAt < this.#config.cacheMs) return this.#snapshot;
    if (this.#reading && now - this.#reading.since <= this.#config.cacheMs) return this.#reading.snapshot;
    const reading = {
      since: now,
      snapshot: this.#read(now).finally(() => {
        if (this.#reading === reading) this.#reading = undefined;
      }),
    };
    this.#reading = reading;
    return reading.snapshot;
  }
}
