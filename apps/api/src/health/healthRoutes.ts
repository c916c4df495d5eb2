// GET /healthz (the process answers) and GET /readyz (the database answers) for load balancers.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/ApiError.js';
import { errorMessages } from '../errors/messages.js';

const ok = { type: 'object', properties: { status: { type: 'string' } } } as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: ok } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { response: { 200: ok } } }, async (request) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      throw new ApiError(503, errorMessages.unavailable);
    }
    return { status: 'ok' };
  });
}
