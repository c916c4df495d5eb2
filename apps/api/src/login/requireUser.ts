// The signed-in user from `Authorization: Bearer <token>` (or the bare token the site keeps under "Authorization").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginRequiredError } from '../errors/LoginRequiredError.js';

export interface TokenClaims {
  /** The signed-in address, lowercased. */
  sub: string;
  /** The user's public id (users.public_id). */
  uid: number;
}

export function requireUser(app: FastifyInstance, request: FastifyRequest): TokenClaims {
  const header = request.headers.authorization ?? '';
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new LoginRequiredError();
  try {
    const claims = app.jwt.verify<TokenClaims>(token);
    if (typeof claims.uid !== 'number' || typeof claims.sub !== 'string') throw new LoginRequiredError();
    return claims;
  } catch {
    throw new LoginRequiredError();
  }
}
