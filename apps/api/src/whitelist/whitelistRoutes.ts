// GET /api/whitelist?address=: whether the address is whitelisted. The operator's note stays private (CLI only).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { whitelist } from '../db/schema.js';
import { parseAddress } from '../users/parseAddress.js';

export async function whitelistRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { address?: string } }>(
    '/api/whitelist',
    {
      schema: {
        querystring: { type: 'object', properties: { address: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  address: { type: 'string' },
                  whitelisted: { type: 'boolean' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const address = parseAddress(request.query.address, 'address');
      const [row] = await app.db
        .select({ address: whitelist.address })
        .from(whitelist)
        .where(eq(whitelist.address, address))
        .limit(1);
      return { data: { address, whitelisted: Boolean(row) } };
    },
  );
}
