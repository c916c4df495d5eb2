// @vitest-environment node
// Every story of the built catalogue in real Chromium: renders without errors, passes axe with real colour
// contrast on a desktop, and fits a 320 px phone without sideways scrolling.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStatic } from './serveStatic';

const root = join(import.meta.dirname, '..', '..');
const staticDir = join(root, 'storybook-static');
// turbo builds the catalogue before testing; a bare `pnpm test` builds it here.
if (!existsSync(join(staticDir, 'index.json'))) {
  execFileSync('pnpm', ['exec', 'storybook', 'build', '--disable-telemetry', '--quiet', '-o', 'storybook-static'], {
    cwd: root,
    stdio: 'inherit',
  });
}

type Entry = { id: string; type: string; title: string };
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

vi.setConfig({ testTimeout: 30_000 });

let browser: Browser;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  ({ url: baseUrl, server } = await serveStatic(staticDir));
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens the catalogue once and switches stories through Storybook's channel, collecting page errors. */
async function openCatalogue(width: number, height: number) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Media from outside hosts is not reachable in tests; everything else must be clean.
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
  });
  await page.goto(`${baseUrl}/iframe.html?id=${stories[0]}&viewMode=story`);
  await page.waitForSelector('#storybook-root > *', { timeout: 30_000 });
  await page.addScriptTag({ content: axeSource });
  return { page, errors };
}

async function show(page: Page, storyId: string): Promise<string> {
  return page.evaluate(
    ({ id, remount }) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => resolve('timed out'), 10_000);
        const rendered = (renderedId: string) => {
          if (renderedId !== id) return;
          clearTimeout(timer);
          channel.off('storyRendered', rendered);
          resolve('rendered');
        };
        channel.on('storyRendered', rendered);
        // The catalogue opens on the first story: showing it again means re-rendering it.
        if (remount) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, remount: storyId === stories[0] },
  );
}

type StorybookChannel = {
  on: (event: string, listener: (id: string) => void) => void;
  off: (event: string, listener: (id: string) => void) => void;
  emit: (event: string, payload: unknown) => void;
};

describe('catalogue on a 1280 px desktop', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openCatalogue(1280, 800));
  }, 60_000);

  it.each(stories)('%s renders without errors and passes axe', async (id) => {
    errors.length = 0;
    expect(await show(page, id)).toBe('rendered');
    expect((await page.textContent('#storybook-root'))?.trim()).toBeTruthy();
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(document.querySelector('#storybook-root') as Element, {
        rules: { region: { enabled: false } },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('catalogue on a 320 px phone', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openCatalogue(320, 640));
  }, 60_000);

  it.each(stories)('%s fits the width without sideways scrolling', async (id) => {
    errors.length = 0;
    expect(await show(page, id)).toBe('rendered');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
