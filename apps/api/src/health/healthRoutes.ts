// GET /healthz (the process answers) and GET /readyz (the schema is migrated and a post can be written) for load
// balancers.
import type { FastifyInstance } from 'fastify';
import { publicUnusable } from '../chains/publicUnusable.js';
import { ApiError } from '../errors/ApiError.js';
import { logSafeError } from '../errors/logSafeError.js';
import { errorMessages } from '../errors/messages.js';
import { readinessCheck } from './readinessCheck.js';

/** /readyz calls per window per client IP unless READYZ_RATE_LIMIT says otherwise. */
export const DEFAULT_READYZ_RATE_LIMIT = 120;

const ok = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    unusableChains: {
      type: 'array',
      items: { type: 'object', properties: { chainId: { type: 'integer' }, field: { type: 'string' } } },
    },
  },
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const checkReady = readinessCheck(app.db, app.config.mail !== undefined, app.config.readinessReuseMs);
  const { readyzMax, windowMs } = app.config.rateLimit;
  app.get('/healthz', { schema: { response: { 200: ok } } }, async () => ({ status: 'ok' }));
  app.get(
    '/readyz',
    {
      schema: { response: { 200: ok } },
      // A load balancer asks every few seconds; a flood from one client is refused before it reaches the database.
      config: { rateLimit: { max: readyzMax ?? DEFAULT_READYZ_RATE_LIMIT, timeWindow: windowMs } },
    },
    async (request) => {
      try {
        await checkReady();
      } catch (err) {
        request.log.warn({ err: logSafeError(err) }, 'not ready');
        throw new ApiError(503, errorMessages.unavailable);
      }
      // Stored chain settings that break the rules: the rest of the site works, those chains are not offered. Named
      // by chain id and field only: the stored text stays for the operator (log, cli chains list).
      const { unusable } = await app.chainSettings.current();
      if (unusable.length === 0) return { status: 'ok' };
      return { status: 'ok', unusableChains: publicUnusable(unusable) };
    },
  );
}
