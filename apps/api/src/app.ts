// buildApp: the Fastify application (plugins, then routes), without listening.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface AppConfig {
  /** Folder of the built web app to serve at /, if any. */
  webDist?: string | undefined;
  logger?: boolean;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(config: AppConfig = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logger ?? false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  if (config.webDist && existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist });
  }
  return app;
}
