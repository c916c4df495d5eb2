// GET /api/user/info?address= (public profile) and GET /api/user/me (the signed-in user).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import { LoginRequiredError } from '../errors/LoginRequiredError.js';
import { NotFoundError } from '../errors/NotFoundError.js';
import { requireUser } from '../login/requireUser.js';
import { parseAddress } from './parseAddress.js';
import { userView, userViewSchema } from './userView.js';

const answer = { 200: { type: 'object', properties: { data: userViewSchema } } };

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { userInfoMax, windowMs } = app.config.rateLimit;
  app.get<{ Querystring: { address?: string } }>(
    '/api/user/info',
    {
      // Whether an address has signed in is public per address, not in bulk.
      config: { rateLimit: { max: userInfoMax, timeWindow: windowMs } },
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
    const { uid, sub } = requireUser(app, request);
    const [user] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.publicId, uid), eq(users.address, sub)))
      .limit(1);
    // A valid token of a user who no longer exists is no login.
    if (!user) throw new LoginRequiredError();
    return { data: userView(user) };
  });
}
