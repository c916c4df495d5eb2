// Decorates the app with the opened database (migrated) and closes it last on shutdown.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './Database.js';
import { type OpenDatabase, openDatabase } from './openDatabase.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: OpenDatabase;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance) => {
    const { database: config, limits } = app.config;
    // The server bounds every statement by the write timeout (the CLI, with long exports, does not).
    const bounded = { ...config, statementTimeoutMs: limits.writeTimeoutMs };
    const database = await openDatabase(bounded, (err) =>
      app.log.warn({ err: err.message }, 'idle database connection lost'),
    );
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
