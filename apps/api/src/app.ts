// buildApp: the Fastify application (plugins, then routes), without listening.
import formbody from '@fastify/formbody';
import jwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { bodyParsers } from './body/bodyParsers.js';
import { bodyTimeout } from './body/bodyTimeout.js';
import { chainRoutes } from './chains/chainRoutes.js';
import { chainSettingsPlugin } from './chains/chainSettingsPlugin.js';
import { securityHeadersFollowingRpcs } from './chains/securityHeadersFollowingRpcs.js';
import { settingsWithin } from './chains/settingsWithin.js';
import type { AppConfig } from './config/AppConfig.js';
import { contractListRoutes } from './contractList/contractListRoutes.js';
import { databasePlugin } from './db/databasePlugin.js';
import { clientErrorHandler } from './errors/clientErrorHandler.js';
import { errorHandler } from './errors/errorHandler.js';
import { frameworkErrors } from './errors/frameworkErrors.js';
import { logSafeRequest } from './errors/logSafeRequest.js';
import { NotFoundError } from './errors/NotFoundError.js';
import { ParameterError } from './errors/ParameterError.js';
import { formRoutes } from './forms/formRoutes.js';
import { healthRoutes } from './health/healthRoutes.js';
import { loginRoutes } from './login/loginRoutes.js';
import { pruneLoginSignaturesPlugin } from './login/pruneLoginSignaturesPlugin.js';
import { mailPlugin } from './mail/mailPlugin.js';
import { rateLimitPlugin } from './rateLimit/rateLimitPlugin.js';
import { shutdownPlugin } from './shutdown/shutdownPlugin.js';
import { userRoutes } from './users/userRoutes.js';
import { inlineScriptHashes } from './web/inlineScriptHashes.js';
import { webPlugin } from './web/webPlugin.js';
import { whitelistRoutes } from './whitelist/whitelistRoutes.js';

export type { AppConfig } from './config/AppConfig.js';
export { loadConfig } from './config/loadConfig.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** How many Host headers the request carried (rawHeaders alternates names and values). */
function hostHeaders(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const { requestTimeoutMs } = config.limits;
  const app = Fastify({
    logger: config.logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          serializers: { req: logSafeRequest },
          ...(config.logStream ? { stream: config.logStream } : {}),
        }
      : false,
    // A hop count is valid at run time though the type omits it.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: config.bodyLimit,
    // Headers must arrive within requestTimeoutMs (Node checks every connectionsCheckingInterval, kept well under
    // it); the body too (bodyTimeout below, as Node stops counting once a handler has the request).
    requestTimeout: requestTimeoutMs,
    // requireHostHeader off: Node's own answer to a missing Host is an empty 400; the hook below gives the API's.
    http: {
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
      requireHostHeader: false,
    },
    clientErrorHandler,
    frameworkErrors,
    // shutdownPlugin answers requests that arrive while closing with 503 in the { errno, errmsg } shape.
    return503OnClosing: false,
    // Opening the database includes migrations (and PGlite's start, slow on a busy machine): not Fastify's 10 s.
    pluginTimeout: 120_000,
  });
  app.server.headersTimeout = requestTimeoutMs;
  // A client that sends its request and then closes its side (half-close) still gets the answer: by default Node
  // would drop the request at the FIN, after the handler may already have stored the post.
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(() => {
    throw new NotFoundError();
  });

  // Plugins.
  await app.register(shutdownPlugin);
  // HTTP/1.1 requires Host (RFC 9112 §3.2): a request without it is a 400 in the API's shape.
  // Two Host headers are a 400 too (RFC 9112 §3.2): Node keeps the first, a proxy may have routed by the other.
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) throw new ParameterError('host');
    if (hostHeaders(request.raw.rawHeaders) > 1) throw new ParameterError('host');
  });
  // Security headers (CSP and the helmet set); connect-src follows the served chains' RPC URLs, the ENS RPC and the
  // Safe Transaction Services (rebuilt only when they change). No HSTS so plain-http `npm start` keeps working.
  // script-src allows the built index.html's inline script (the route hints) by its hash.
  const scripts = inlineScriptHashes(config.webDist);
  if (scripts.refused) app.log.warn(`inline scripts of the built site not allowed: ${scripts.refused}`);
  if (scripts.leftOut > 0) {
    app.log.warn(
      `${scripts.leftOut} inline script(s) of the built site not allowed: their hashes would not fit the CSP`,
    );
  }
  const headers = securityHeadersFollowingRpcs({ ...config.csp, scriptHashes: scripts.sources });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers(app.chainSettings.latest().connectUrls));
  });
  // A page takes its connect-src from settings as fresh as GET /api/chains would serve (the same cache rule), so the
  // page the Tool runs in never allows an older RPC set than /api/chains then names; other responses keep the
  // settings at hand. A database that does not answer within the write timeout leaves the page the settings at hand.
  // (A callback hook: the JSON answers, most of the traffic, pass without a promise each.)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return done(null, payload);
    settingsWithin(app.chainSettings, config.limits.writeTimeoutMs).then((snapshot) => {
      reply.headers(headers(snapshot.connectUrls));
      done(null, payload);
    }, done);
  });
  await app.register(formbody);
  bodyParsers(app);
  bodyTimeout(app, requestTimeoutMs);
  await app.register(rateLimitPlugin);
  // Only what this server issues: HS256, and an expiry (a token without `exp` would be valid forever).
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
  await app.register(databasePlugin);
  await app.register(chainSettingsPlugin);
  await app.register(mailPlugin);
  await app.register(pruneLoginSignaturesPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(loginRoutes);
  await app.register(userRoutes);
  await app.register(contractListRoutes);
  await app.register(chainRoutes);
  await app.register(whitelistRoutes);
  await app.register(webPlugin);
  return app;
}
