// What the web scripts that look at the built site share (screenshots.mjs, toolPictures.mjs): Debian Chromium's
// flags for this machine, and the real API (apps/api/dist/server.js) serving a built site on a free loopback port
// with a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS as SHARED_FLAGS } from './chromeFlags.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = join(WEB_DIR, '..', 'api');
export const SERVER = join(API_DIR, 'dist', 'server.js');

/** The shared flags, scrollbars hidden (pictures of the pages show no scrollbar). */
export const CHROME_FLAGS = [...SHARED_FLAGS, '--hide-scrollbars'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Throws, naming what to build, when the API or the site (`webDist`) is not built. */
export function assertBuilt(webDist) {
  if (existsSync(SERVER) && existsSync(join(webDist, 'index.html'))) return;
  throw new Error(
    `${existsSync(SERVER) ? webDist : SERVER} is missing. Build first, from the repository root:\n` +
      '  pnpm build   (or: pnpm exec turbo run build --filter=@fanout/web --filter=@fanout/api)',
  );
}

/**
 * Starts the API serving `webDist` and resolves once /healthz answers: `{ baseUrl, stop, output, exited }`. `stop`
 * ends it (SIGTERM, SIGKILL after 5 s) and deletes its DATA_DIR. Rejects when it exits or does not answer in 90 s.
 */
export async function startBuiltSite({ webDist, dataDirPrefix }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: webDist,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    FANOUT_LOCAL: '1',
    DATABASE_URL: '',
  };
  const child = spawn(process.execPath, [SERVER], { env, cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!exited()) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited()) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited with code ${child.exitCode}\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop, output: () => output, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the API did not answer on ${baseUrl} within 90 s\n${output}`);
}
