// buildApp: the Fastify application (plugins, then routes), without listening.
import formbody from '@fastify/formbody';
import jwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/AppConfig.js';
import { contractRoutes } from './contracts/contractRoutes.js';
import { databasePlugin } from './db/databasePlugin.js';
import { errorHandler } from './errors/errorHandler.js';
import { NotFoundError } from './errors/NotFoundError.js';
import { formRoutes } from './forms/formRoutes.js';
import { healthRoutes } from './health/healthRoutes.js';
import { loginRoutes } from './login/loginRoutes.js';
import { pruneLoginSignaturesPlugin } from './login/pruneLoginSignaturesPlugin.js';
import { mailPlugin } from './mail/mailPlugin.js';
import { rateLimitPlugin } from './rateLimit/rateLimitPlugin.js';
import { shutdownPlugin } from './shutdown/shutdownPlugin.js';
import { userRoutes } from './users/userRoutes.js';
import { securityHeaders } from './web/securityHeaders.js';
import { webPlugin } from './web/webPlugin.js';
import { whitelistRoutes } from './whitelist/whitelistRoutes.js';

export type { AppConfig } from './config/AppConfig.js';
export { loadConfig } from './config/loadConfig.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // A hop count is valid at run time though the type omits it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: config.bodyLimit,
    // shutdownPlugin answers requests that arrive while closing with 503 in the { errno, errmsg } shape.
    return503OnClosing: false,
  });
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(() => {
    throw new NotFoundError();
  });

  // Plugins.
  await app.register(shutdownPlugin);
  // Fixed security headers (CSP and the helmet set), built once; no HSTS so plain-http `npm start` keeps working.
  const headers = securityHeaders(config.csp);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(formbody);
  await app.register(rateLimitPlugin);
  await app.register(jwt, { secret: config.jwtSecret, sign: { expiresIn: config.jwtTtlSeconds } });
  await app.register(databasePlugin);
  await app.register(mailPlugin);
  await app.register(pruneLoginSignaturesPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(loginRoutes);
  await app.register(userRoutes);
  await app.register(contractRoutes);
  await app.register(whitelistRoutes);
  await app.register(webPlugin);
  return app;
}
