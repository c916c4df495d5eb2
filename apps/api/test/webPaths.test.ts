// Paths without `#`: site routes go to their `/#/…` page, other paths get the site's 404 page, the API keeps JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fanout-web-paths-'));
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Fanout</title>');
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
  writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), 'console.log("fanout")');
  // What the web build writes (apps/web/build/siteRoutesPlugin.ts).
  writeFileSync(join(dir, 'site-routes.json'), JSON.stringify(['/tool', '/contact-us', '/index-4', '/about']));
  t = await buildTestApp({ webDist: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('paths without #', () => {
  it('sends a site route to its hash page, with or without a trailing slash, keeping the query', async () => {
    for (const [url, location] of [
      ['/tool', '/#/tool'],
      ['/contact-us/', '/#/contact-us'],
      ['/index-4?anchor=partners', '/#/index-4?anchor=partners'],
      ['/about', '/#/about'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it("answers any other path with the site's own page and status 404, not JSON", async () => {
    for (const url of ['/no-such-page', '/blog/2026/hello', '/assets/missing.js', '/tool/extra']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<title>Fanout</title>');
    }
  });

  it('serves the files that exist (index, favicon, assets)', async () => {
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/favicon.ico' })).body).toBe('icon');
    expect((await t.app.inject({ url: '/assets/index-AbC123xy.js' })).statusCode).toBe(200);
  });

  it('keeps the JSON errors of /api and /php paths', async () => {
    for (const url of ['/api/no-such-thing', '/php/missing.php', '/api']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errno: 404 });
    }
  });
});
