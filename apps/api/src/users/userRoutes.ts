// GET /api/user/info?address= (public profile) and GET /api/user/me (the signed-in user).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema.js';
import { LoginRequiredError } from '../errors/LoginRequiredError.js';
import { requireUser, type TokenClaims } from '../login/requireUser.js';
import { parseAddress } from './parseAddress.js';
import { blankView, userView, userViewSchema } from './userView.js';

/** The signed-in caller, or undefined (no token, or one that is not valid). */
function callerOf(app: FastifyInstance, request: Parameters<typeof requireUser>[1]): TokenClaims | undefined {
  if (!request.headers.authorization) return undefined;
  try {
    return requireUser(app, request);
  } catch {
    return undefined;
  }
}

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
      // Only the caller's own address shows a profile; any other gets the same blank answer whether or not it has
      // ever signed in, so nobody can tell which addresses use the site.
      const caller = callerOf(app, request);
      if (caller?.sub !== address) return { data: blankView(address) };
      const [user] = await app.db
        .select()
        .from(users)
        .where(and(eq(users.publicId, caller.uid), eq(users.address, address)))
        .limit(1);
      return { data: user ? userView(user) : blankView(address) };
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
