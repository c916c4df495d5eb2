// Full-page PNGs of every route and home variant (src/testing/SPEC_ROUTES.ts) in en and chs at 375 px and 1440 px,
// for looking the site over by eye. Serves the built site through the real API (apps/api/dist/server.js) on a free
// loopback port with a temporary DATA_DIR, drives Debian's Chromium through playwright-core, and writes
// apps/web/screenshots/<lang>-<width>/<route-name>.png (git-ignored).
//
//   pnpm --filter @fanout/web screenshots [--route /tool] [--lang chs] [--width 375]
//
// Each option may be repeated or given comma-separated values. Builds nothing: run `pnpm build` first.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { assertBuilt, CHROME_FLAGS, startBuiltSite } from './builtSite.mjs';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = join(WEB_DIR, 'dist');
const OUT_DIR = join(WEB_DIR, 'screenshots');
const LANGUAGES = ['en', 'chs'];
const VIEWPORTS = { 375: { width: 375, height: 800 }, 1440: { width: 1440, height: 900 } };
/** The route list of SPEC §2, read from the TypeScript file the tests use (one list, not a copy). */
function specRoutes() {
  const source = readFileSync(join(WEB_DIR, 'src', 'testing', 'SPEC_ROUTES.ts'), 'utf8');
  const block = /SPEC_ROUTES\s*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (!block) throw new Error('SPEC_ROUTES not found in src/testing/SPEC_ROUTES.ts');
  return [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function routeName(path) {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
}

function options() {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', multiple: true },
      lang: { type: 'string', multiple: true },
      width: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('usage: pnpm --filter @fanout/web screenshots [--route /tool] [--lang en|chs] [--width 375|1440]');
    process.exit(0);
  }
  const split = (list) => list?.flatMap((v) => v.split(',')).filter(Boolean);
  const all = specRoutes();
  const routes = split(values.route) ?? all;
  const languages = split(values.lang) ?? LANGUAGES;
  const widths = split(values.width) ?? Object.keys(VIEWPORTS);
  for (const r of routes) if (!all.includes(r)) fail(`unknown route ${r} (known: ${all.join(' ')})`);
  for (const l of languages) if (!LANGUAGES.includes(l)) fail(`unknown language ${l} (known: ${LANGUAGES.join(' ')})`);
  for (const w of widths)
    if (!(w in VIEWPORTS)) fail(`unknown width ${w} (known: ${Object.keys(VIEWPORTS).join(' ')})`);
  return { routes, languages, widths };
}

function fail(message) {
  console.error(`screenshots: ${message}`);
  process.exit(1);
}

/** Wait for web fonts and every image on the page, after scrolling once to the bottom so lazy content loads. */
async function settle(page) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((r) => setTimeout(r, ms));
    // Bounded: a page that keeps growing while scrolled (or a stuck font or picture) must not hang the run.
    const deadline = Date.now() + 10_000;
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight && Date.now() < deadline; y += step) {
      window.scrollTo(0, y);
      await pause(30);
    }
    window.scrollTo(0, 0);
    await Promise.race([document.fonts.ready, pause(3000)]);
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
              setTimeout(r, 3000);
            }),
      ),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

async function main() {
  const { routes, languages, widths } = options();
  try {
    assertBuilt(WEB_DIST);
  } catch (error) {
    fail(error.message);
  }
  const started = Date.now();
  const api = await startBuiltSite({ webDist: WEB_DIST, dataDirPrefix: 'fanout-screenshots-' }).catch((error) =>
    fail(error.message),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  // Ctrl-C: close Chromium and the API (and delete its DATA_DIR) instead of leaving them running.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      Promise.allSettled([browser.close(), api.stop()]).then(() => process.exit(130));
    });
  }
  let saved = 0;
  const problems = [];
  const failed = [];
  try {
    for (const language of languages) {
      for (const width of widths) {
        const dir = join(OUT_DIR, `${language}-${width}`);
        mkdirSync(dir, { recursive: true });
        const context = await browser.newContext({
          viewport: VIEWPORTS[width],
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
        });
        await context.addInitScript((lang) => {
          // Not on about:blank (between two routes), where storage is off limits.
          if (location.protocol.startsWith('http')) localStorage.setItem('lang', lang);
        }, language);
        // Requests leaving the site (video, map embeds) are answered locally: no internet needed, no flaky frames.
        const origin = new URL(api.baseUrl).origin;
        await context.route(
          (url) => url.origin !== origin,
          (route) => route.fulfill({ status: 204, body: '' }),
        );
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        for (const path of routes) {
          // A full page load per route (not a hash change): a rebuild of dist/ while shooting renames the lazy
          // chunks, and a page loaded before it would ask for the old names. One retry for that race.
          let shown = false;
          for (let attempt = 1; attempt <= 2 && !shown; attempt += 1) {
            errors.length = 0;
            await page.goto('about:blank');
            await page.goto(`${api.baseUrl}/#${path}`);
            if (api.exited()) {
              throw new Error(`the API stopped while shooting ${language}-${width} ${path}\n${api.output()}`);
            }
            shown = await page
              .locator(`main[data-route="${path}"] h1`)
              .first()
              .waitFor({ state: 'visible', timeout: 15_000 })
              .then(() => true)
              .catch(() => false);
          }
          if (!shown) {
            // A blank picture would only mislead: report the page and move on.
            failed.push(`${language}-${width} ${path}: no main[data-route="${path}"] h1 within 15 s`);
            for (const error of errors) failed.push(`${language}-${width} ${path}: ${error}`);
            process.stdout.write('x');
            continue;
          }
          await Promise.race([settle(page), new Promise((r) => setTimeout(r, 20_000))]);
          const file = join(dir, `${routeName(path)}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          saved += 1;
          for (const error of errors) problems.push(`${language}-${width} ${path}: ${error}`);
          process.stdout.write('.');
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await api.stop();
  }
  process.stdout.write('\n');
  for (const problem of problems) console.warn(`warning: ${problem}`);
  for (const failure of failed) console.error(`not saved: ${failure}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `saved ${saved} screenshots (${routes.length} routes × ${languages.join('+')} × ${widths.join('+')} px) ` +
      `in ${relative(process.cwd(), OUT_DIR) || '.'}/ in ${seconds} s` +
      (failed.length ? `; ${failed.length} not saved` : ''),
  );
  if (failed.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
