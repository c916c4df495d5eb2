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
    const database = await openDatabase(app.config.database, (err) =>
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
