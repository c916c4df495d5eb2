// GET /api/whitelist?address=: whether the address is whitelisted, with the operator's note.
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
                  note: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const address = parseAddress(request.query.address, 'address');
      const [row] = await app.db.select().from(whitelist).where(eq(whitelist.address, address)).limit(1);
      return { data: { address, whitelisted: Boolean(row), note: row?.note ?? '' } };
    },
  );
}
