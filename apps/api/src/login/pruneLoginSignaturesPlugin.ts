// Deletes used login signatures once their timestamps can no longer be replayed (every minute).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneLoginSignatures } from './pruneLoginSignatures.js';

const PRUNE_EVERY_MS = 60_000;

export const pruneLoginSignaturesPlugin = fp(
  async (app: FastifyInstance) => {
    const prune = async () => {
      try {
        await pruneLoginSignatures(app.db);
      } catch (err) {
        app.log.warn({ err }, 'pruning login signatures failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'prune-login-signatures', dependencies: ['database'] },
);
