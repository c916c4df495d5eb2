// Screenshot tests without screenshots: every route in en and chs at 375 and 1440 px is summarised as the boxes and
// texts of its landmarks, headings, paragraphs, pictures and controls (visual/summarizeLayout.ts) and compared with the
// reviewed baselines in visual/baselines/<lang>-<width>.json (text, so a change shows in review as a readable diff;
// about 1 MB of PNGs per run stays out of git). Boxes may move by TOLERANCE_PX (font hinting); any added, removed or
// reworded element, or a larger move, fails. After a deliberate change of the look, review the pictures
// (`pnpm --filter @fanout/web screenshots`) and rewrite the baselines: UPDATE_VISUAL=1 pnpm --filter @fanout/web test:e2e e2e/visual.test.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../src/testing/SPEC_ROUTES.js';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';
import { summarizeLayout } from './visual/summarizeLayout.js';

const TOLERANCE_PX = 6;
const REVIEWED_ON = new Date(Date.UTC(2026, 10, 25, 12));
const MAX_REPORTED = 8;
const UPDATE = process.env.UPDATE_VISUAL === '1';
const BASELINES = fileURLToPath(new URL('./visual/baselines/', import.meta.url));
const SETS = [
  { language: 'en', width: 375 },
  { language: 'en', width: 1440 },
  { language: 'chs', width: 375 },
  { language: 'chs', width: 1440 },
] as const;

const fixture = startSiteFixture();

async function settle(page: Page, path: string): Promise<string[]> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
  await page.locator(`main[data-route="${path}"] h1`).first().waitFor({ state: 'visible', timeout: 10_000 });
  // Once to the bottom and back, so whatever starts near the screen (carousels, lazy pictures) has started.
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frames();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await document.fonts.ready;
    // Pictures near the screen; lazy ones far below never load while the page sits at the top.
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    const loaded = Promise.all(
      pending.map((img) => new Promise((r) => img.addEventListener('load', r, { once: true }))),
    );
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 2000))]);
    await frames();
  });
  return page.evaluate(summarizeLayout);
}

/** Differences a reviewer can read: "index: baseline → now". */
function differences(baseline: string[], now: string[]): string[] {
  const found: string[] = [];
  const count = Math.max(baseline.length, now.length);
  for (let i = 0; i < count && found.length < MAX_REPORTED; i++) {
    const [kindA, textA, boxA = ''] = (baseline[i] ?? '').split('|');
    const [kindB, textB, boxB = ''] = (now[i] ?? '').split('|');
    const a = boxA.split(',').map(Number);
    const b = boxB.split(',').map(Number);
    const moved = a.length !== b.length || a.some((n, k) => Math.abs(n - (b[k] ?? Number.NaN)) > TOLERANCE_PX);
    if (kindA !== kindB || textA !== textB || moved)
      found.push(`${i}: ${baseline[i] ?? '(none)'} → ${now[i] ?? '(none)'}`);
  }
  if (baseline.length !== now.length) found.push(`${baseline.length} elements in the baseline, ${now.length} now`);
  return found;
}

describe.each(SETS)('$language at $width px matches the reviewed layout', ({ language, width }) => {
  const file = `${BASELINES}${language}-${width}.json`;
  const baseline: Record<string, string[]> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const now: Record<string, string[]> = {};
  let opened: Awaited<ReturnType<typeof openPage>> | undefined;

  afterAll(async () => {
    await opened?.context.close();
    if (UPDATE) {
      mkdirSync(BASELINES, { recursive: true });
      writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
    }
  });

  it.each([...SPEC_ROUTES])('%s', async (path) => {
    if (!opened) {
      opened = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: { width, height: 900 }, language });
      // The reviewed day: texts that follow the date (the footer's year, home eight's next milestone) stay as reviewed.
      await opened.page.clock.setFixedTime(REVIEWED_ON);
      await opened.page.goto(`${fixture.site.baseUrl}/`);
    }
    now[path] = await settle(opened.page, path);
    if (UPDATE) return;
    expect(baseline[path], `no baseline for ${path}: run with UPDATE_VISUAL=1 after review`).toBeDefined();
    expect(differences(baseline[path] ?? [], now[path] ?? [])).toEqual([]);
  });
});
