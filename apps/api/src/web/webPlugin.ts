// Serves the built site at / (hashed assets cached forever, everything else revalidated); a site route without `#` is
// sent to its page, any other missing path gets the site's own 404 page. Storybook is not served on this origin (see
// buildStorybookApp).
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sitePaths } from './sitePaths.js';

const immutable = 'public, max-age=31536000, immutable';

let webRoot = '';

function webHeaders(reply: FastifyReply, path: string): void {
  // Vite writes content-hashed file names under assets/; index.html, robots.txt and the service worker must revalidate.
  const hashed = /[\\/]assets[\\/][^\\/]+$/.test(path);
  reply.header('cache-control', hashed ? immutable : 'no-cache');
  // The Safe App manifest: Safe{Wallet} (another origin) reads it with fetch() to list the Tool as a custom app.
  if (/^[\\/]?manifest\.json$/.test(relative(webRoot, path))) {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  }
}

export async function webPlugin(app: FastifyInstance): Promise<void> {
  const { webDist } = app.config;
  if (webDist && existsSync(webDist)) {
    webRoot = webDist;
    sitePaths(app, webDist);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      cacheControl: false,
      setHeaders: webHeaders,
      wildcard: true,
      // The web build writes .br and .gz copies of its text files; each browser gets the smallest it accepts.
      preCompressed: true,
    });
  }
}
