// Opens the configured database and applies the committed migrations before anything reads it.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './Database.js';
import type { DatabaseConfig } from './DatabaseConfig.js';
import { lockDataDir } from './lockDataDir.js';
import { migrate } from './migrate.js';
import * as schema from './schema.js';

/** The client waits for a statement twice this (or a tenth of the timeout, if more) longer than the server's
 * statement_timeout: the server's own cancel, which leaves nothing stored, normally comes first, and a form post's
 * own bound (MessageWriter, one margin) before the connection is given up. */
const CLIENT_TIMEOUT_MARGIN_MIN_MS = 100;

/** How long the client waits for a statement bounded by the server at `timeoutMs`. */
function clientTimeout(timeoutMs: number): number {
  return timeoutMs + 2 * Math.max(CLIENT_TIMEOUT_MARGIN_MIN_MS, timeoutMs / 10);
}

/** A statement the client stopped waiting for (it may still run); the API answers 503 (isDatabaseUnavailable). */
class ClientTimeoutError extends Error {
  override name = 'ClientTimeoutError';
  readonly code = '57014';
  constructor(ms: number) {
    super(`statement timeout: no answer from the database within ${ms} ms`);
  }
}

/** PGlite as drizzle uses it (query, transaction), each call given up after `ms`: an in-process database cannot
 * cancel a statement, but a request no longer waits behind a held transaction without limit. */
function boundedPglite(client: PGlite, ms: number): PGlite {
  const within = <T>(work: Promise<T>): Promise<T> => {
    // Its own outcome no longer matters to anyone once the caller has been answered.
    work.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ClientTimeoutError(ms)), ms);
    });
    return Promise.race([work, gaveUp]).finally(() => clearTimeout(timer));
  };
  return {
    query: (...args: Parameters<PGlite['query']>) => within(client.query(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => within(client.transaction(...args)),
  } as unknown as PGlite;
}

export interface OpenDatabase {
  db: Database;
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** @param onIdleError told when an idle PostgreSQL connection breaks (the pool replaces it on the next query). */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleError: (err: Error) => void = () => {},
): Promise<OpenDatabase> {
  if (config.kind === 'pglite') {
    let unlock = () => {};
    if (config.dataDir) {
      mkdirSync(config.dataDir, { recursive: true });
      unlock = lockDataDir(config.dataDir);
    }
    try {
      const client = config.dataDir
        ? new PGlite(config.dataDir)
        : new PGlite(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {});
      await client.waitReady;
      // New WAL segments need not be zero-filled first (one session: the setting holds for the process).
      await client.exec('set wal_init_zero = off');
      // Migrations without the bound (a slow start on a busy machine must not give one up half-way).
      await migrate(drizzlePglite({ client, schema }) as unknown as Database);
      const bound = config.statementTimeoutMs;
      const db = drizzlePglite({
        client: bound ? boundedPglite(client, clientTimeout(bound)) : client,
        schema,
      }) as unknown as Database;
      return {
        db,
        ping: async () => {
          await client.query('select 1');
        },
        close: async () => {
          try {
            await client.close();
          } finally {
            unlock();
          }
        },
      };
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const timeout = config.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 20,
    // A slow server must not hold requests without limit: the server cancels a statement that runs too long (so a
    // post answered 503 is not stored), and waiting for a pooled connection gives up too. A hung server (stopped,
    // unreachable) cancels nothing: the client gives up a little later than the server would (query_timeout), and
    // the pool drops that connection.
    ...(timeout
      ? {
          statement_timeout: timeout,
          query_timeout: clientTimeout(timeout),
          connectionTimeoutMillis: timeout,
        }
      : {}),
  });
  // An idle client losing its server connection must not crash the process; the next query reconnects.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Migrations run once at start, on a connection of their own without the request bounds: on a busy machine a
  // migration may take longer than a request may wait, and it must not be given up half-way by the client.
  const migrations = new pg.Pool({ connectionString: config.url, max: 1 });
  migrations.on('error', onIdleError);
  try {
    await migrate(drizzlePg({ client: migrations, schema }) as unknown as Database);
  } catch (err) {
    await pool.end();
    throw err;
  } finally {
    await migrations.end();
  }
  return {
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
