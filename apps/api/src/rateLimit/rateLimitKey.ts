// The client a rate limit counts: its IP as @fastify/rate-limit's default would take it (IPv6 by subnet), but never
// a TypeError when request.ip is undefined (its socket was closed before the limit ran, seen once under load): then
// the socket's last known address, or one shared "unknown" counter.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export function rateLimitKey(request: FastifyRequest): string {
  const ip = request.ip ?? request.raw.socket?.remoteAddress;
  return typeof ip === 'string' && ip ? normalizeIP(ip) : 'unknown';
}
