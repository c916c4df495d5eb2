// GET /api/user/info?address= (public profile) and GET /api/user/me (the signed-in user).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import { NotFoundError } from '../errors/NotFoundError.js';
import { requireUser } from '../login/requireUser.js';
import { parseAddress } from './parseAddress.js';
import { userView, userViewSchema } from './userView.js';

const answer = { 200: { type: 'object', properties: { data: userViewSchema } } };

export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { address?: string } }>(
    '/api/user/info',
    {
      schema: {
        querystring: { type: 'object', properties: { address: { type: 'string' } } },
        response: answer,
      },
    },
    async (request) => {
      const address = parseAddress(request.query.address, 'address');
      const [user] = await app.db.select().from(users).where(eq(users.address, address)).limit(1);
      if (!user) throw new NotFoundError();
      return { data: userView(user) };
    },
  );

  app.get('/api/user/me', { schema: { response: answer } }, async (request) => {
    const { uid } = requireUser(app, request);
    const [user] = await app.db.select().from(users).where(eq(users.id, uid)).limit(1);
    if (!user) throw new NotFoundError();
    return { data: userView(user) };
  });
}
