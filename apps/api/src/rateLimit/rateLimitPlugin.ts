// Per-route rate limits (forms, login); counters in Redis when REDIS_URL is set so they hold across processes.
// Redis unreachable → the limit fails open (requests are served, the outage is logged) until it is back.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { rateLimitKey } from './rateLimitKey.js';

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl, redisPrefix } = app.config.rateLimit;
    let redis: Redis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, {
        // Fail fast instead of queueing commands while disconnected: requests must not wait on Redis.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2000,
        commandTimeout: 500,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      });
      let down = false;
      redis.on('error', (err: Error) => {
        if (!down) app.log.error({ err: err.message }, 'redis unreachable: rate limits fail open until it is back');
        down = true;
      });
      redis.on('ready', () => {
        if (down) app.log.info('redis is back: rate limits apply again');
        down = false;
      });
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      keyGenerator: rateLimitKey,
      nameSpace: redisPrefix ?? 'fanout-rl:',
      ...(redis ? { redis } : {}),
    });
  },
  { name: 'rate-limit' },
);
