// The package, compiled, in a real Chromium: it runs without Node, uses WebAssembly on the main thread, and still gives
// the same plan when a Content-Security-Policy forbids WebAssembly (JavaScript keccak fallback).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The sources are compiled to a private folder, so the test always sees the current code and never touches the
// package's dist (which other packages' tests may be reading at the same time).
const PACKAGE = new URL('../../', import.meta.url);
const OUT = mkdtempSync(join(tmpdir(), 'batch-core-browser-'));
const DIST = pathToFileURL(`${OUT}/`);
const PAGE = `<!doctype html><title>batch-core</title><script type="module">
import { parseRecipients } from './index.js';
import { getAddressHasher } from './address/getAddressHasher.js';
const plan = parseRecipients(
  'address,amount\\n0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed,1.5\\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,2\\n0x12,1',
  { decimals: 6 },
);
window.result = {
  hasher: getAddressHasher().kind,
  rows: plan.rows.map((row) => row.address),
  total: String(plan.total),
  errors: plan.errors.map((error) => [error.line, error.code]),
};
</script>`;

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.build.json', '--outDir', OUT, '--declaration', 'false', '--declarationMap', 'false'],
    { cwd: PACKAGE },
  );
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/' || path === '/strict-csp') {
      const headers: Record<string, string> = { 'content-type': 'text/html' };
      if (path === '/strict-csp') headers['content-security-policy'] = "script-src 'self' 'unsafe-inline'";
      response.writeHead(200, headers).end(PAGE);
      return;
    }
    try {
      const body = await readFile(new URL(`.${path}`, DIST));
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(OUT, { recursive: true, force: true });
});

async function planIn(path: string): Promise<unknown> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => 'result' in globalThis, null, { timeout: 20_000 });
    return await page.evaluate(() => (globalThis as unknown as { result: unknown }).result);
  } finally {
    await page.close();
  }
}

const expected = {
  rows: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  total: '3500000',
  errors: [[4, 'INVALID_ADDRESS']],
};

describe('in Chromium', () => {
  it('parses a list with the WebAssembly hasher on the main thread', async () => {
    expect(await planIn('/')).toEqual({ hasher: 'wasm', ...expected });
  }, 30_000);

  it('gives the same plan when a Content-Security-Policy blocks WebAssembly', async () => {
    expect(await planIn('/strict-csp')).toEqual({ hasher: 'js', ...expected });
  }, 30_000);
});
