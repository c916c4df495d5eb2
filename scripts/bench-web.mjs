#!/usr/bin/env node
// pnpm bench:web — builds the site, serves it through the real API on loopback, and prints one table:
// Lighthouse medians (mobile, 3 runs) per route, and the gzip size of the JS/CSS each route loads,
// checked against the budgets of the quality-gate issue. Writes bench-results/web.json too.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROUTES = ['/', '/#/tool', '/#/blog-grid', '/#/index-9'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = {
  performance: 95,
  // Issue 28's goal for /#/tool. Measured medians: 94 before its work, 96 with the engine slimmed and the Tool's Chinese
  // split off; 98 (LCP about 1.9 s) once the route hints ran inline in index.html, the page header and the transfer's
  // store stopped being files of their own, and the batch transfer's texts left the generator's first load.
  toolPerformance: 97,
  accessibility: 98,
  bestPractices: 100,
  seo: 100,
  homeJsKb: 140,
  homeCssKb: 30,
  toolAddsKb: 40,
  cls: 0.02,
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => bytes / 1024;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fanout-bench-web-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      FANOUT_LOCAL: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script and stylesheet a route loads until the network is idle, keyed by path, with gzip sizes. */
async function assetsPerRoute(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  const out = {};
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const seen = new Map();
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const path = new URL(res.url()).pathname;
        try {
          seen.set(path, { type, gzip: gz(await res.body()) });
        } catch {}
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      out[route] = Object.fromEntries(seen);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

function lighthouse(url) {
  const bin = join(root, 'node_modules', '.bin', 'lighthouse');
  // The report goes to a file: read from a pipe it was seen cut short.
  const dir = mkdtempSync(join(tmpdir(), 'fanout-lighthouse-'));
  const out = join(dir, 'report.json');
  const r = spawnSync(
    bin,
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  let report = null;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    // no report, or an unreadable one: this run does not count (the caller retries)
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!report || report.runtimeError) {
    const why = report?.runtimeError?.code ?? (r.stderr ?? '').trim().split('\n').pop();
    console.error(`lighthouse could not measure ${url}: ${why}`);
    return null;
  }
  const c = report.categories;
  const a = report.audits;
  return {
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    failing: [
      ...Object.values(c.accessibility.auditRefs),
      ...Object.values(c['best-practices'].auditRefs),
      ...Object.values(c.seo.auditRefs),
    ]
      .map((ref) => a[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

function sum(entries, type) {
  return Object.values(entries)
    .filter((e) => e.type === type)
    .reduce((n, e) => n + e.gzip, 0);
}

async function main() {
  const build = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@fanout/web', '--filter=@fanout/api', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);

  const api = await startApi();
  try {
    const assets = await assetsPerRoute(api.base);
    const home = assets['/'];
    const rows = [];
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0, tries = 0; i < RUNS && tries < RUNS * 2; tries++) {
        const run = lighthouse(api.base + route);
        if (run) {
          runs.push(run);
          i++;
        }
      }
      if (runs.length === 0)
        runs.push({
          performance: 0,
          accessibility: 0,
          bestPractices: 0,
          seo: 0,
          lcpMs: NaN,
          tbtMs: NaN,
          cls: NaN,
          failing: ['no-measurement'],
        });
      const own = assets[route];
      const added = Object.entries(own).filter(([path]) => !(path in home));
      rows.push({
        route,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        jsKb: Number(kb(sum(own, 'script')).toFixed(1)),
        cssKb: Number(kb(sum(own, 'stylesheet')).toFixed(1)),
        addsKb: Number(kb(added.reduce((n, [, e]) => n + e.gzip, 0)).toFixed(1)),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
      });
    }

    // Every chunk the home page does not load, named by what it holds, with the measured routes that load it.
    const assetsDir = join(root, 'apps/web/dist/assets');
    const LABELS = [
      ['ethers (batch transfer)', (_name, text) => text.includes('invalid BytesLike value')],
      ['Aptos generator', (name) => name.startsWith('generateAptosWallets')],
      ['EVM generator', (name) => name.startsWith('generateEvmWallets')],
      ['BIP-39 mnemonic', (name) => name.startsWith('resolveMnemonic')],
      ['recipient preview worker', (name) => name.startsWith('previewWorker')],
      ['Chinese catalogue', (name) => name.startsWith('chs-')],
      ['Tool page', (name) => name.startsWith('ToolPage')],
      ['wallet (Tool, nav button)', (name) => name.startsWith('wallet-')],
    ];
    const lazy = readdirSync(assetsDir)
      .filter((f) => f.endsWith('.js') && !(`/assets/${f}` in home))
      .map((f) => {
        const text = readFileSync(join(assetsDir, f), 'utf8');
        const label = LABELS.find(([, test]) => test(f, text))?.[0] ?? '';
        const by = ROUTES.filter((route) => `/assets/${f}` in assets[route]);
        return { chunk: f, label, kb: Number(kb(gz(Buffer.from(text))).toFixed(1)), loadedBy: by };
      })
      .sort((a, b) => b.kb - a.kb);

    const pad = (s, n) => String(s).padEnd(n);
    const padl = (s, n) => String(s).padStart(n);
    console.log(`\nLighthouse (mobile, median of ${RUNS}) and gzip KB loaded per route`);
    console.log(
      `${pad('route', 14)}${padl('perf', 6)}${padl('a11y', 6)}${padl('bp', 5)}${padl('seo', 5)}${padl('LCP ms', 8)}${padl('TBT ms', 8)}${padl('CLS', 7)}${padl('JS', 8)}${padl('CSS', 7)}${padl('+vs /', 8)}`,
    );
    for (const r of rows) {
      console.log(
        `${pad(r.route, 14)}${padl(r.performance, 6)}${padl(r.accessibility, 6)}${padl(r.bestPractices, 5)}${padl(r.seo, 5)}${padl(r.lcpMs, 8)}${padl(r.tbtMs, 8)}${padl(r.cls, 7)}${padl(r.jsKb, 8)}${padl(r.cssKb, 7)}${padl(r.addsKb, 8)}`,
      );
      if (r.failing.length) console.log(`${pad('', 14)}failing audits: ${r.failing.join(', ')}`);
    }
    console.log('\nChunks the home page does not load (gzip KB; which measured route loads each up front):');
    for (const l of lazy.filter((c) => c.label || c.kb >= 2))
      console.log(
        `  ${pad(l.label || '-', 26)}${pad(l.chunk, 40)}${padl(l.kb, 7)}  ${l.loadedBy.length ? l.loadedBy.join(' ') : 'on use only'}`,
      );

    const homeRow = rows[0];
    const toolRow = rows.find((r) => r.route === '/#/tool');
    const checks = [
      [`performance ≥ ${BUDGET.performance} on every route`, rows.every((r) => r.performance >= BUDGET.performance)],
      [
        `Tool performance ≥ ${BUDGET.toolPerformance} (${toolRow?.performance})`,
        (toolRow?.performance ?? 0) >= BUDGET.toolPerformance,
      ],
      ['accessibility ≥ 98 on every route', rows.every((r) => r.accessibility >= BUDGET.accessibility)],
      ['best practices 100 on every route', rows.every((r) => r.bestPractices >= BUDGET.bestPractices)],
      ['SEO 100 on every route', rows.every((r) => r.seo >= BUDGET.seo)],
      [`home JS ≤ ${BUDGET.homeJsKb} KB gzip (${homeRow.jsKb})`, homeRow.jsKb <= BUDGET.homeJsKb],
      [`home CSS ≤ ${BUDGET.homeCssKb} KB gzip (${homeRow.cssKb})`, homeRow.cssKb <= BUDGET.homeCssKb],
      [`Tool adds ≤ ${BUDGET.toolAddsKb} KB gzip (${toolRow?.addsKb})`, (toolRow?.addsKb ?? 0) <= BUDGET.toolAddsKb],
      ['CLS ≤ 0.02 on every route', rows.every((r) => r.cls <= BUDGET.cls)],
    ];
    console.log('\nBudgets:');
    for (const [name, ok] of checks) console.log(`  ${ok ? 'met    ' : 'MISSED '} ${name}`);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results/web.json'), `${JSON.stringify({ rows, lazy, checks }, null, 2)}\n`);
  } finally {
    await api.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
