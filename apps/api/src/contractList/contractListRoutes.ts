// GET /api/contract/list: data.list, index 0 a placeholder, index 1 the approval-for-all contract, then the BulkSend
// addresses of the chain settings (read fresh: the list is small and rarely asked for).
import type { FastifyInstance } from 'fastify';
import { contractList } from './contractList.js';

const entry = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    chainId: { type: 'integer' },
    address: { type: 'string' },
    name: { type: 'string' },
  },
} as const;

export async function contractListRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/contract/list',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { list: { type: 'array', items: entry } } } },
          },
        },
      },
    },
    async () => ({ data: { list: await contractList(app.db, app.chainSettings.config) } }),
  );
}
