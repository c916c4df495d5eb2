// The Drizzle handle the app uses, whichever driver (embedded PGlite or a PostgreSQL server) is behind it.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
