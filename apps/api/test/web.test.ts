// Serving the built site (and Storybook on its own origin): cache rules, security headers and the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorybookApp } from '../src/web/buildStorybookApp.js';
import { buildTestApp, type TestApp } from './helper.js';

// What the web build inlines in index.html (the route hints): allowed by its hash, no other inline script.
const inlineHints = 'document.head.dataset.hinted="1"';
const bigScript = `${'console.log("fanout, a long script");\n'.repeat(400)}`;
let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fanout-web-'));
  const web = join(dir, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><title>Fanout</title><script>${inlineHints}</script><script type="module" src="/assets/index-AbC123xy.js"></script>`,
  );
  writeFileSync(join(web, 'assets', 'index-AbC123xy.js'), 'console.log("fanout")');
  // What the web build's compress plugin writes next to each text file.
  writeFileSync(join(web, 'assets', 'big-AbC123xy.js'), bigScript);
  writeFileSync(join(web, 'assets', 'big-AbC123xy.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(web, 'assets', 'big-AbC123xy.js.gz'), gzipSync(bigScript));
  writeFileSync(join(web, 'manifest.json'), '{"name":"Fanout","description":"d","iconPath":"favicon.svg"}');
  mkdirSync(join(web, 'docs'), { recursive: true });
  writeFileSync(join(web, 'docs', 'manifest.json'), '{}');
  writeFileSync(join(web, 'service-worker.js'), 'self.addEventListener("install", () => {})');
  writeFileSync(join(dir, 'secret.txt'), 'top secret');
  const sb = join(dir, 'storybook');
  mkdirSync(sb, { recursive: true });
  writeFileSync(join(sb, 'index.html'), '<!doctype html><title>Storybook</title>');
  t = await buildTestApp({
    webDist: web,
    storybookDist: sb,
    csp: {
      connectSrc: ['https://polygon-rpc.com', 'https://rpc-amoy.polygon.technology'],
      frameSrc: ['https://www.youtube.com', 'https://www.google.com'],
      mediaSrc: ['https://videos.example'],
      imgSrc: ['data:'],
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html at / with no-cache and a strict CSP', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Fanout</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Only the site's own scripts; WebAssembly may compile, strings may never be evaluated.
    const hash = createHash('sha256').update(inlineHints).digest('base64');
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
    expect(csp).toContain("connect-src 'self' https://polygon-rpc.com https://rpc-amoy.polygon.technology");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.google.com');
    expect(csp).toContain("media-src 'self' https://videos.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('lets Safe{Wallet} read the Safe App manifest from another origin, and nothing else', async () => {
    const manifest = await t.app.inject({ url: '/manifest.json', headers: { origin: 'https://app.safe.global' } });
    expect(manifest.statusCode).toBe(200);
    expect(JSON.parse(manifest.body)).toMatchObject({ name: 'Fanout', iconPath: 'favicon.svg' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/', '/assets/index-AbC123xy.js', '/docs/manifest.json']) {
      const other = await t.app.inject({ url, headers: { origin: 'https://app.safe.global' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('caches hashed assets forever, but not the service worker', async () => {
    const asset = await t.app.inject({ url: '/assets/index-AbC123xy.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ url: '/service-worker.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli or gzip copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/big-AbC123xy.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('answers missing files with the JSON 404 and keeps API routes working', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('refuses path traversal out of the web folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('top secret');
    }
  });
});

describe('storybook', () => {
  it("is not served on the site's origin, where the sign-in token lives", async () => {
    for (const url of ['/storybook/', '/storybook', '/storybook/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>Storybook</title>');
      expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });

  it('is served on its own listener (another origin) with its own policy', async () => {
    const storybook = await buildStorybookApp(join(dir, 'storybook'));
    try {
      const res = await storybook.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Storybook</title>');
      expect(String(res.headers['content-security-policy'])).toContain(
        "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
      );
      expect((await storybook.inject({ url: '/api/chains' })).statusCode).toBe(404);
    } finally {
      await storybook.close();
    }
  });
});
