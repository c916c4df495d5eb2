// Runs the built server (dist/server.js) as a real separate process, as a load balancer would see it.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

export function startApiProcess(port: number, env: Record<string, string>): ApiProcess {
  let output = '';
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'scale-out-secret-identical-in-every-process',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function waitReady(p: ApiProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) throw new Error(`api process exited (${p.child.exitCode}): ${p.output()}`);
    try {
      if ((await fetch(`${p.url}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`api process not ready: ${p.output()}`);
}
