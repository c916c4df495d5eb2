// Where the data lives: embedded PGlite (a folder, or memory when dataDir is omitted) or a PostgreSQL server.
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number | undefined;
      /** Server-side statement_timeout and the wait for a pool connection; unset: no limit. */
      statementTimeoutMs?: number | undefined;
    };
