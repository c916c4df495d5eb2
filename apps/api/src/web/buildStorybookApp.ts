// Storybook on an origin of its own (STORYBOOK_PORT, opt-in): its manager needs 'unsafe-inline' and 'unsafe-eval',
// which must never apply on the site's origin, where the sign-in token lives in localStorage. A page of another
// port is another origin: it cannot read the site's storage, and the site's policy stays strict.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { storybookCsp } from './contentSecurityPolicy.js';

export async function buildStorybookApp(storybookDist: string, logger = false): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  await app.register(fastifyStatic, {
    root: storybookDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('content-security-policy', storybookCsp);
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      reply.header('referrer-policy', 'no-referrer');
    },
  });
  return app;
}
