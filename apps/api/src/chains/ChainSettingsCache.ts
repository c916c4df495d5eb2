// The chain settings kept in memory for `cacheMs` (the CLI writes from another process): GET /api/chains waits for
// a fresh read, every response's CSP takes what is at hand. Concurrent readers share one database read; when the
// database does not answer, the last good settings stay in use (or the built-in ones before any read succeeded).
import { createHash } from 'node:crypto';
import type { Database } from '../db/Database.js';
import type { ChainSettingsJson } from './ChainSettingsJson.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { readChainSettings } from './readChainSettings.js';
import { resolveChainSettings } from './resolveChainSettings.js';

export interface ChainSettingsSnapshot {
  settings: ChainSettingsJson;
  /** The serialized `{ data: settings }` body. */
  body: string;
  /** Strong ETag of `body`. */
  etag: string;
  /** Origins of every served RPC URL (for the CSP's connect-src). */
  rpcOrigins: string[];
}

function snapshotOf(settings: ChainSettingsJson): ChainSettingsSnapshot {
  const body = JSON.stringify({ data: settings });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const rpcOrigins = [...new Set(settings.chains.flatMap((c) => c.rpcUrls.map((url) => new URL(url).origin)))];
  return { settings, body, etag, rpcOrigins };
}

export class ChainSettingsCache {
  readonly #db: Database;
  readonly #config: ChainsConfig;
  readonly #onError: (err: Error) => void;
  #snapshot: ChainSettingsSnapshot;
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<ChainSettingsSnapshot> | undefined;

  constructor(db: Database, config: ChainsConfig, onError: (err: Error) => void) {
    this.#db = db;
    this.#config = config;
    this.#onError = onError;
    this.#snapshot = snapshotOf(resolveChainSettings([], [], config));
  }

  /** The settings at hand, without waiting: when they are older than `cacheMs` a read starts for the next caller.
   * Every response's CSP uses this, so a busy database never holds up a page. */
  latest(): ChainSettingsSnapshot {
    void this.current();
    return this.#snapshot;
  }

  /** The settings, read again from the database when older than `cacheMs`. */
  async current(): Promise<ChainSettingsSnapshot> {
    if (performance.now() - this.#readAt < this.#config.cacheMs) return this.#snapshot;
    this.#reading ??= readChainSettings(this.#db, this.#config)
      .then(
        (settings) => {
          this.#snapshot = snapshotOf(settings);
          this.#readAt = performance.now();
          return this.#snapshot;
        },
        (err: Error) => {
          this.#onError(err);
          return this.#snapshot;
        },
      )
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }
}
