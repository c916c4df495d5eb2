// POST /api/user/login: a wallet signature over the login text + timestamp → a JWT and the user (created on first login).
import { InvalidParameterError, InvalidSignatureError, loginMessage, recoverLoginAddress } from '@fanout/wallet-core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginSignatures, users } from '../db/schema.js';
import { ParameterError } from '../errors/ParameterError.js';
import { SignatureError } from '../errors/SignatureError.js';
import { parseAddress } from '../users/parseAddress.js';
import { userView, userViewSchema } from '../users/userView.js';
import { normalizeSignature } from './normalizeSignature.js';
import { parseTimestamp } from './parseTimestamp.js';

interface LoginBody {
  userAddress: string;
  signature: string;
  /** Checked by parseTimestamp, not by the schema (whose type coercion would read null as 0). */
  timestamp: unknown;
}

const loginSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['userAddress', 'signature', 'timestamp'],
    properties: {
      userAddress: { type: 'string', maxLength: 42 },
      signature: { type: 'string', maxLength: 200 },
      timestamp: {},
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', properties: { token: { type: 'string' }, user: userViewSchema } } },
    },
  },
} as const;

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { loginTexts, loginWindowSeconds, rateLimit } = app.config;
  const clock = app.config.now ?? Date.now;

  app.post<{ Body: LoginBody }>(
    '/api/user/login',
    { schema: loginSchema, config: { rateLimit: { max: rateLimit.loginMax, timeWindow: rateLimit.windowMs } } },
    async (request) => {
      const timestamp = parseTimestamp(request.body.timestamp);
      const signature = normalizeSignature(request.body.signature);
      const address = parseAddress(request.body.userAddress, 'userAddress');
      const now = Math.floor(clock() / 1000);
      if (Math.abs(now - timestamp) > loginWindowSeconds) throw new SignatureError('expired');

      // The signature must be over one of this site's own login texts (usually exactly one).
      let signed = false;
      try {
        for (const text of loginTexts) {
          if (recoverLoginAddress(loginMessage(text, timestamp), signature) === address) {
            signed = true;
            break;
          }
        }
      } catch (err) {
        if (err instanceof InvalidSignatureError) throw new ParameterError('signature');
        if (err instanceof InvalidParameterError) throw new ParameterError('timestamp');
        throw err;
      }
      if (!signed) throw new SignatureError('mismatch');

      // Accept each (address, timestamp) once, across every process sharing the database.
      const expiresAt = new Date((timestamp + loginWindowSeconds + 60) * 1000);
      const fresh = await app.db
        .insert(loginSignatures)
        .values({ address, timestamp, expiresAt })
        .onConflictDoNothing()
        .returning({ address: loginSignatures.address });
      if (fresh.length === 0) throw new SignatureError('replayed');

      const [user] = await app.db
        .insert(users)
        .values({ address })
        .onConflictDoUpdate({ target: users.address, set: { lastLoginAt: sql`now()` } })
        .returning();
      if (!user) throw new Error('user upsert returned no row');
      const token = app.jwt.sign({ sub: address, uid: user.publicId });
      return { data: { token, user: userView(user) } };
    },
  );
}
