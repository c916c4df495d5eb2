// Decorates the app with the chain settings cache (after the database plugin).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChainSettingsCache } from './ChainSettingsCache.js';
import { DEFAULT_CHAINS_CACHE_MS } from './loadChainsConfig.js';
import { loggableUnusable } from './loggableUnusable.js';

declare module 'fastify' {
  interface FastifyInstance {
    chainSettings: ChainSettingsCache;
  }
}

export const chainSettingsPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.chains ?? { owner: null, salt: null, cacheMs: DEFAULT_CHAINS_CACHE_MS };
    const cache = new ChainSettingsCache(
      app.db,
      config,
      (err) => app.log.warn({ err: err.message }, 'chain settings not read; serving the last ones'),
      (unusable) =>
        app.log.error(
          loggableUnusable(unusable),
          'stored chain settings break the rules: those chains or tokens are not served',
        ),
    );
    app.decorate('chainSettings', cache);
    await cache.current();
  },
  { name: 'chainSettings', dependencies: ['database'] },
);
