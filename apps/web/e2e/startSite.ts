// Start the real API (apps/api/dist/server.js) as a child process serving the built site; one process, one port.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// WEB_DIST may point at a private build, so a run is not disturbed by another `vite build` rewriting dist/.
export const WEB_DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
export const API_DIR = fileURLToPath(new URL('../../api', import.meta.url));
const SERVER = join(API_DIR, 'dist', 'server.js');
// PGlite start-up and migrations take seconds, more on a busy CI machine.
const START_TIMEOUT_MS = 90_000;

export interface Site {
  baseUrl: string;
  dataDir: string;
  /** Environment the server runs with (for the API's operator CLI). */
  env: NodeJS.ProcessEnv;
  output: () => string;
  /** Stop the server and keep DATA_DIR (to read it with the operator CLI, which needs the database closed). */
  halt: () => Promise<void>;
  /** Stop the server and delete DATA_DIR. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API did not answer on ${baseUrl} within ${START_TIMEOUT_MS} ms`);
}

export async function startSite(extraEnv: NodeJS.ProcessEnv = {}): Promise<Site> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: build @fanout/api first`);
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`${WEB_DIST} is missing: build @fanout/web first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fanout-web-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST,
    DATA_DIR: dataDir,
    FANOUT_LOCAL: '1',
    NODE_ENV: 'test',
    // The test process's own keep-alive connections (health polls) would hold a stop for the 5 s production grace.
    SHUTDOWN_GRACE_MS: '0',
    // The Tool reads the run's chain from its RPC (issue 27): the tests' local nodes (any loopback port) beside the
    // default served RPCs, as the CSP allows the served RPCs in production.
    CSP_CONNECT_SRC: 'https://polygon-rpc.com https://rpc-amoy.polygon.technology http://127.0.0.1:*',
    ...extraEnv,
  };
  // The API picks PostgreSQL when DATABASE_URL is set; the browser tests use its embedded database.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER], { env, cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return {
    baseUrl,
    dataDir,
    env,
    output: () => output,
    halt,
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
