// Tool preview benchmark: a 10,000-line CSV file in Chromium against the built site served by the built API.
// Prints the time until the preview shows, the longest main-thread task meanwhile (PerformanceObserver
// 'longtask'), and parseRecipients' time for the same text in Node. Run: pnpm --filter @fanout/web bench:tool
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRecipients } from '@fanout/batch-core';
import { id } from 'ethers';
import { chromium } from 'playwright-core';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const web = fileURLToPath(new URL('..', import.meta.url));
const api = join(web, '..', 'api');
const port = 43_000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'fanout-tool-bench-'));
const server = spawn(process.execPath, [join(api, 'dist', 'server.js')], {
  cwd: api,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: join(web, 'dist'),
    DATA_DIR: dataDir,
    FANOUT_LOCAL: '1',
    NODE_ENV: 'test',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  if (
    await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const text = `address,amount\n${Array.from({ length: LINES }, (_, i) => `0x${id(`bench-${i}`).slice(26)},1.5`).join('\n')}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const nodeTimes = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  parseRecipients(text, { decimals: 6 });
  nodeTimes.push(performance.now() - start);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const shown = [];
const longest = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${base}/#/tool`);
    await page.getByRole('button', { name: /Transfer in batches/ }).click();
    await page.getByTestId('recipients').waitFor();
    await page.evaluate(() => {
      window.__longTasks = [];
    });
    const start = Date.now();
    await page
      .getByTestId('recipients-file')
      .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page
      .getByTestId('preview-count')
      .filter({ hasText: String(LINES) })
      .waitFor({ timeout: 60_000 });
    shown.push(Date.now() - start);
    longest.push(Math.max(0, ...(await page.evaluate(() => window.__longTasks))));
    await page.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Tool preview, ${LINES} lines, median of ${RUNS} runs`);
console.log(`  parseRecipients in Node (what would block the main thread): ${median(nodeTimes).toFixed(0)} ms`);
console.log(`  file chosen -> preview shown in Chromium (worker):          ${median(shown).toFixed(0)} ms`);
console.log(`  longest main-thread task meanwhile:                         ${median(longest).toFixed(0)} ms`);
