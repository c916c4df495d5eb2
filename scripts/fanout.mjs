#!/usr/bin/env node
// The README's commands (npm start, npm test, pnpm dev) on a machine that has only Node and npm:
// fetches the pinned pnpm, installs the workspace, builds with turbo, then serves, tests or develops.
// Each step is skipped when its work is already done (install stamp, turbo cache).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootPkg.packageManager.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const workspaceDirs = ['apps', 'packages', 'tests'];

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PATH: [join(root, 'node_modules', '.bin'), join(toolsDir, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
};

function log(msg) {
  process.stdout.write(`\x1b[36m[fanout]\x1b[0m ${msg}\n`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function mustRun(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    log(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** The pinned pnpm, installed once into .tools/ with npm (no global install, no corepack). */
function ensurePnpm() {
  const marker = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).version === pnpmVersion) return;
  log(`installing pnpm ${pnpmVersion} into .tools/`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(join(toolsDir, 'package.json'), '{"private":true}\n');
  mustRun('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
}

function workspaceManifests() {
  const files = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'];
  for (const dir of workspaceDirs) {
    const base = join(root, dir);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) {
      const manifest = join(dir, name, 'package.json');
      if (existsSync(join(root, manifest))) files.push(manifest);
    }
  }
  return files;
}

/** pnpm install, skipped when no manifest or lockfile changed since the last successful install. */
function ensureInstall() {
  const hash = createHash('sha256');
  for (const f of workspaceManifests()) {
    const p = join(root, f);
    hash.update(f);
    if (existsSync(p)) hash.update(readFileSync(p));
  }
  const digest = hash.digest('hex');
  const stamp = join(root, 'node_modules', '.fanout-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    log('dependencies up to date');
    return;
  }
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  log('installing dependencies with pnpm');
  mustRun('pnpm', ['install', ...frozen]);
  writeFileSync(stamp, digest);
}

function turbo(args) {
  return run('pnpm', ['exec', 'turbo', 'run', ...args, '--env-mode=loose', '--output-logs=new-only']);
}

/** Like run, without blocking: resolves with the exit code (two turbo runs go side by side in `npm test`). */
function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit', ...opts });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function turboAsync(args) {
  return runAsync('pnpm', ['exec', 'turbo', 'run', ...args, '--env-mode=loose', '--output-logs=new-only']);
}

function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const s = connect({ port, host });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
let aptUpdated = false;
function aptInstall(pkgs) {
  if (!isRoot || !hasApt) return false;
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  return (
    run('apt-get', ['install', '-y', '-qq', ...pkgs], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } }) === 0
  );
}

/** Chinese pages need a CJK font (else Chromium draws empty boxes and the layout tests measure those). */
function ensureCjkFont() {
  if (existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) return;
  if (spawnSync('fc-list', [':lang=zh-cn'], { encoding: 'utf8' }).stdout?.trim()) return;
  log('No Chinese font found: installing Debian package fonts-noto-cjk');
  if (!aptInstall(['fonts-noto-cjk']))
    log('Install a CJK font (e.g. `apt-get install fonts-noto-cjk`) for the Chinese pages.');
}

/** Browser tests need Chromium: Debian's package, installed when missing and possible. */
function ensureChromium() {
  ensureCjkFont();
  if (env.CHROME_PATH && existsSync(env.CHROME_PATH)) return;
  if (existsSync('/usr/bin/chromium')) {
    env.CHROME_PATH = '/usr/bin/chromium';
    return;
  }
  log('Chromium not found: installing Debian package chromium');
  if (aptInstall(['chromium']) && existsSync('/usr/bin/chromium')) {
    env.CHROME_PATH = '/usr/bin/chromium';
    return;
  }
  log(
    'Browser tests need Chromium. Install it (e.g. `apt-get install chromium`) or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}

/** PostgreSQL and Redis on 127.0.0.1 for the real-database and scale-out tests: started or installed when absent. */
async function ensureServices() {
  if (!(await canConnect(5432))) {
    log('PostgreSQL is not answering on 127.0.0.1:5432: trying to start or install it');
    if (!existsSync('/etc/postgresql')) aptInstall(['postgresql']);
    if (existsSync('/etc/postgresql')) {
      for (const v of readdirSync('/etc/postgresql'))
        run('pg_ctlcluster', ['--skip-systemctl-redirect', v, 'main', 'start']);
      // trust auth on loopback and a `test` database, as on this project's machines
      run('sh', [
        '-c',
        `su postgres -c "psql -tAc \\"SELECT 1 FROM pg_database WHERE datname='test'\\" | grep -q 1 || createdb test"`,
      ]);
    }
  }
  if (await canConnect(5432)) env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  else log('PostgreSQL unavailable: its test pass is skipped on this machine');

  if (!(await canConnect(6379))) {
    log('Redis is not answering on 127.0.0.1:6379: trying to start or install it');
    if (spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status !== 0)
      aptInstall(['redis-server']);
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await new Promise((r) => setTimeout(r, 500));
  }
  if (await canConnect(6379)) env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  else log('Redis unavailable: its test pass is skipped on this machine');
}

function testResultFiles() {
  const out = [];
  for (const dir of workspaceDirs) {
    const base = join(root, dir);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const results = join(base, name, 'test-results');
      if (!existsSync(results) || !statSync(results).isDirectory()) continue;
      for (const f of readdirSync(results)) if (f.endsWith('.json')) out.push(join(results, f));
    }
  }
  return out;
}

/** Adds up every package's results: vitest/jest JSON (numPassedTests) or mocha JSON (stats.passes). */
function summarise() {
  let passed = 0;
  let failed = 0;
  for (const file of testResultFiles()) {
    try {
      const r = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof r.numPassedTests === 'number') {
        passed += r.numPassedTests;
        failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      } else if (r.stats) {
        passed += r.stats.passes;
        failed += r.stats.failures;
      }
    } catch {
      failed += 1;
    }
  }
  return { passed, failed };
}

/** Where the minutes of `npm test` went: each turbo task's start and length, from the run summaries turbo writes
 * (.turbo/runs/, one per turbo run since `since`), so a slow run says which task held it up. */
function printTimeline(since) {
  const dir = '.turbo/runs';
  if (!existsSync(dir)) return;
  const tasks = [];
  for (const name of readdirSync(dir)) {
    const file = `${dir}/${name}`;
    if (!name.endsWith('.json') || statSync(file).mtimeMs < since) continue;
    try {
      const summary = JSON.parse(readFileSync(file, 'utf8'));
      for (const task of summary.tasks ?? []) {
        const start = task.execution?.startTime;
        const end = task.execution?.endTime;
        // --only runs list their tasks' dependencies too, with no execution: only what ran counts.
        if (typeof start === 'number' && typeof end === 'number') tasks.push({ id: task.taskId, start, end });
      }
    } catch {
      // A summary in another shape: left out of the timeline, nothing else changes.
    }
  }
  if (tasks.length === 0) return;
  tasks.sort((a, b) => a.start - b.start);
  const origin = Math.min(since, tasks[0].start);
  const clock = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
  log('timeline (start, length, task; from the first build):');
  for (const task of tasks) {
    process.stdout.write(
      `  +${clock(task.start - origin).padStart(5)}  ${clock(task.end - task.start).padStart(5)}  ${task.id}\n`,
    );
  }
}

async function main() {
  const cmd = process.argv[2];
  ensurePnpm();
  ensureInstall();

  if (cmd === 'start') {
    mustRun('pnpm', ['exec', 'turbo', 'run', 'build', '--env-mode=loose', '--output-logs=errors-only']);
    const port = env.PORT ?? '8080';
    const host = env.HOST ?? 'localhost';
    log(`serving Fanout on http://${host}:${port} (Ctrl-C stops it)`);
    const child = spawn('node', ['apps/api/dist/server.js'], {
      cwd: root,
      env: {
        ...env,
        PORT: port,
        HOST: host,
        NODE_ENV: env.NODE_ENV ?? 'production',
        FANOUT_LOCAL: env.FANOUT_LOCAL ?? '1',
      },
      stdio: 'inherit',
    });
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
    child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
    return;
  }

  if (cmd === 'dev') {
    // The web dev server waits for the local chain the contracts package starts, and points the Tool at it.
    mustRun('pnpm', ['exec', 'turbo', 'run', 'dev', '--env-mode=loose', '--ui=stream'], {
      env: { ...env, FANOUT_DEV_CHAIN: env.FANOUT_DEV_CHAIN ?? '1' },
    });
    return;
  }

  if (cmd === 'test') {
    ensureChromium();
    await ensureServices();
    for (const f of testResultFiles()) rmSync(f, { force: true });
    const started = Date.now();
    // Every package is built first (two tasks at a time). Then three lines of work side by side: the site's browser
    // tests (the longest task by far) in a turbo run of their own from the first minute, and the other tasks in two
    // lines of about the same length, one task at a time each (lengths measured on a 2-core machine with all three
    // lines running; the last run's lines ended at 19:02, 20:15 and 19:29). One turbo run with two slots left the
    // browser tests waiting minutes for a free slot.
    // `--only`: the builds are done; no run restores their outputs again while another run reads them.
    const build = turbo(['build', '--concurrency=2', '--summarize']);
    if (build !== 0) log('the build failed: tests still run where their package built');
    const only = (...args) => turboAsync([...args, '--only', '--continue', '--concurrency=1', '--summarize']);
    const inLine = async (...steps) => {
      let code = 0;
      for (const step of steps) code = (await step()) || code;
      return code;
    };
    let lint = 0;
    const [web, api, rest] = await Promise.all([
      // About 17.5 + 0.5 minutes.
      inLine(
        () => turboAsync(['test:e2e', '--filter=@fanout/web', '--only', '--summarize']),
        () => only('typecheck', '--filter=@fanout/web'),
      ),
      // About 9 + 9 minutes.
      inLine(
        () => only('test', '--filter=@fanout/api'),
        () => only('test', '--filter=@fanout/wallet-core'),
      ),
      // About 0.5 + 4 + 1.5 + 1 + 0.5 + 4 + 1 + 6.5 minutes.
      inLine(
        // pnpm lint: Biome, then the import rules (dependency-cruiser, .dependency-cruiser.cjs).
        async () => {
          lint = await runAsync('pnpm', ['run', '--silent', 'lint']);
          return 0;
        },
        () => only('typecheck', '--filter=!@fanout/web'),
        () =>
          only(
            'test',
            '--filter=@fanout/batch-core',
            '--filter=@fanout/ui',
            '--filter=@fanout/import-rules-tests',
            '--filter=@fanout/contracts',
            '--filter=@fanout/package-tests',
          ),
        () => only('test:unit', '--filter=@fanout/web'),
      ),
    ]);
    const code = build || web || api || rest;
    printTimeline(started);
    const { passed, failed } = summarise();
    const extra = (lint !== 0 ? 1 : 0) + (code !== 0 && failed === 0 ? 1 : 0);
    if (lint !== 0) log('lint failed (pnpm lint)');
    if (code !== 0) log('a build, typecheck or test task failed: see its output above');
    process.stdout.write(`\n${passed} passed, ${failed + extra} failed\n`);
    process.exit(lint !== 0 || code !== 0 || failed > 0 ? 1 : 0);
  }

  log(`usage: node scripts/fanout.mjs <start|test|dev>`);
  process.exit(2);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
