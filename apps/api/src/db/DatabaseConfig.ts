// Where the data lives: embedded PGlite (a folder, or memory when dataDir is omitted) or a PostgreSQL server.
export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /** In memory, starting from this dump of a data dir (PGlite's dumpDataDir) instead of an empty database: the
       * tests start each app from one migrated copy rather than running PGlite's initdb each time. */
      loadDataDir?: Blob | undefined;
      /** How long a caller waits for a statement (plus a margin) before it is told the database is unavailable:
       * PGlite runs in this process and cannot cancel a statement, so a held transaction ahead of it would otherwise
       * hold the request without limit. Unset: no limit. */
      statementTimeoutMs?: number | undefined;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number | undefined;
      /** Server-side statement_timeout and the wait for a pool connection; unset: no limit. */
      statementTimeoutMs?: number | undefined;
    };
