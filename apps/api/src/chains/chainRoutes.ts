// GET /api/chains: the Tool's chains, BulkSend addresses and pay tokens (shape: ChainSettings of @fanout/wallet-core/chain-settings).
// Cached by browsers and proxies for a minute, then revalidated with the ETag (304 without a body).
import type { FastifyInstance } from 'fastify';

export const CHAINS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export async function chainRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/chains', async (request, reply) => {
    const snapshot = await app.chainSettings.current();
    reply.header('cache-control', CHAINS_CACHE_CONTROL).header('etag', snapshot.etag);
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === snapshot.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(snapshot.body);
  });
}
