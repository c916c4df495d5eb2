// Paths without `#`: a site route goes to its `/#/…` page, any other path that is not a file gets the site's 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Written by the web build (apps/web/build/siteRoutesPlugin.ts): every route path of the site except `/`. */
const SITE_ROUTES_FILE = 'site-routes.json';

// The API's own paths keep their JSON answers, Storybook its own files.
const NOT_SITE = /^\/(api|php|storybook|healthz)(\/|$)/;

function readSiteRoutes(webDist: string): Set<string> {
  const file = join(webDist, SITE_ROUTES_FILE);
  if (!existsSync(file)) return new Set();
  const paths: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return new Set(Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : []);
}

async function isServedFile(root: string, pathname: string): Promise<boolean> {
  const target = resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + sep)) return false;
  try {
    const found = await stat(target);
    if (found.isFile()) return true;
    return found.isDirectory() && (await stat(join(target, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

/** onRequest hook for the web build's routes (fastify-static answers a missing file with the API's JSON 404). */
export function sitePaths(app: FastifyInstance, webDist: string): void {
  const root = resolve(webDist);
  const routes = readSiteRoutes(root);
  const notFoundPage = async (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(join(root, 'index.html')));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const mark = request.url.indexOf('?');
    const rawPath = mark === -1 ? request.url : request.url.slice(0, mark);
    const search = mark === -1 ? '' : request.url.slice(mark);
    if (NOT_SITE.test(rawPath)) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return notFoundPage(reply);
    }
    const route = pathname.replace(/\/+$/, '') || '/';
    if (routes.has(route)) return reply.redirect(`/#${route}${search}`, 302);
    if (pathname.includes('\0') || !(await isServedFile(root, pathname))) return notFoundPage(reply);
  });
}
