// The built server (dist/server.js) as a real separate process, as a load balancer would see it, and the small
// helpers around it that the scale-out tests, the benchmark and the fault probes share: a free port, readiness,
// a clean stop, the SMTP sink process and one-shot PostgreSQL queries.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const server = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** The complete lines printed so far. */
  lines: () => string[];
  /** SIGTERM, then its exit code (at once when it has already exited). */
  stop(): Promise<number | null>;
}

/** Starts the server on 127.0.0.1:`port` with NODE_ENV=production; `env` adds to or overrides the defaults. */
export function startApiProcess(port: number, env: Record<string, string>): ApiProcess {
  let output = '';
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'api-process-secret-identical-in-every-process',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (c: Buffer) => {
    output += c.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    lines: () => output.split('\n').slice(0, -1),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves once `path` answers 2xx; throws with the process's output when it exits first or `timeoutMs` passes
 * (the process is then killed). */
export async function waitReady(p: ApiProcess, { path = '/readyz', timeoutMs = 60_000 } = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) throw new Error(`api process exited (${p.child.exitCode}): ${p.output()}`);
    try {
      if ((await fetch(`${p.url}${path}`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  p.child.kill('SIGKILL');
  throw new Error(`api process not ready: ${p.output()}`);
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

/** One statement on a connection of its own. */
export async function pgQuery<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

export interface SmtpSink {
  port: number;
  /** Mails received so far and how many distinct Message-IDs they carried. */
  report(): Promise<{ received: number; unique: number }>;
  stop(): void;
}

/** The SMTP sink (bench/smtpSink.ts) in a process of its own, so its work does not skew the load's timings. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const child = fork(fileURLToPath(new URL('../bench/smtpSink.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`SMTP sink exited with ${code}`)));
  });
  return {
    port,
    report: () =>
      new Promise((resolve) => {
        child.once('message', (m: { received: number; unique: number }) => resolve(m));
        child.send({ report: true });
      }),
    stop: () => child.disconnect(),
  };
}
