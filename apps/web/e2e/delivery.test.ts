// How the site reaches a visitor: compressed files, few requests for the first page, and the nav's wallet code
// only for visitors who use it.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenedPage, openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();
let opened: OpenedPage | undefined;
afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

interface Loaded {
  path: string;
  type: string;
  encoding: string | undefined;
  body: string;
}

function recordScriptsAndStyles(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const headers = await response.allHeaders();
    loaded.push({
      path: new URL(response.url()).pathname,
      type,
      encoding: headers['content-encoding'],
      body: await response.text().catch(() => ''),
    });
  });
  return loaded;
}

describe('delivery', () => {
  it('sends the first page brotli-compressed, in a handful of files', async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl);
    const loaded = recordScriptsAndStyles(opened.page);
    await opened.page.goto(`${fixture.site.baseUrl}/`);
    await opened.page.locator('main[data-route="/"] h1').waitFor();
    await opened.page.waitForLoadState('networkidle');
    const big = loaded.filter((file) => file.body.length > 2048);
    expect(big.length).toBeGreaterThan(0);
    expect(big.filter((file) => file.encoding !== 'br').map((file) => file.path)).toEqual([]);
    // On HTTP/1.1 a browser fetches about six files at a time: dozens of small chunks cost round trips.
    expect(loaded.filter((file) => file.type === 'script').length).toBeLessThanOrEqual(6);
    expect(loaded.filter((file) => file.type === 'stylesheet').length).toBeLessThanOrEqual(4);
  });

  it('keeps the first load small: the home page ≤ 140 KB of JS, and opening the Tool adds ≤ 40 KB (gzip)', async () => {
    // The budgets of issue 28, measured as `pnpm bench:web` measures them: each file's body at gzip level 9.
    const kb = (files: Loaded[]) => files.reduce((n, f) => n + gzipSync(f.body, { level: 9 }).length, 0) / 1024;
    const firstLoad = async (route: string, ready: string): Promise<Loaded[]> => {
      opened = await openPage(fixture.browser, fixture.site.baseUrl);
      const loaded = recordScriptsAndStyles(opened.page);
      await opened.page.goto(`${fixture.site.baseUrl}${route}`);
      await opened.page.locator(ready).first().waitFor();
      await opened.page.waitForLoadState('networkidle');
      await opened.context.close();
      opened = undefined;
      return loaded;
    };
    const home = await firstLoad('/', 'main[data-route="/"] h1');
    const tool = await firstLoad('/#/tool', 'main h2');
    const homePaths = new Set(home.map((f) => f.path));
    const homeJs = kb(home.filter((f) => f.type === 'script'));
    const toolAdds = kb(tool.filter((f) => !homePaths.has(f.path)));
    expect(homeJs).toBeGreaterThan(20);
    expect(homeJs).toBeLessThanOrEqual(140);
    expect(toolAdds).toBeGreaterThan(1);
    expect(toolAdds).toBeLessThanOrEqual(40);
  });

  it('fetches the Tool alongside the entry on a first visit to /#/tool, and nothing of it on the home page', async () => {
    const toolChunk = /^\/assets\/ToolPage-[\w-]+\.js$/;
    // The entry is held back until the Tool's chunk is asked for: only the hints script of index.html can ask for it
    // then (without it, the entry asks for the page once it runs: a waterfall, and this test waits out its 5 s).
    opened = await openPage(fixture.browser, fixture.site.baseUrl);
    let toolAsked = () => {};
    const toolRequested = new Promise<void>((resolve) => {
      toolAsked = resolve;
    });
    opened.page.on('request', (request) => {
      if (toolChunk.test(new URL(request.url()).pathname)) toolAsked();
    });
    let entryHeldUntilTool: boolean | undefined;
    await opened.page.route(/\/assets\/index-[\w-]+\.js$/, async (entry) => {
      entryHeldUntilTool = await Promise.race([
        toolRequested.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      await entry.continue();
    });
    await opened.page.goto(`${fixture.site.baseUrl}/#/tool`);
    await opened.page.locator('main h2').first().waitFor();
    expect(entryHeldUntilTool).toBe(true);
    expect(opened.errors).toEqual([]);
    await opened.context.close();

    opened = await openPage(fixture.browser, fixture.site.baseUrl);
    const loaded = recordScriptsAndStyles(opened.page);
    await opened.page.goto(`${fixture.site.baseUrl}/`);
    await opened.page.locator('main[data-route="/"] h1').waitFor();
    await opened.page.waitForLoadState('networkidle');
    expect(loaded.filter((file) => toolChunk.test(file.path))).toEqual([]);
    expect(loaded.length).toBeGreaterThan(2);
  });

  it('loads the wallet code of the nav only when the visitor reaches for the Connect button', async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl);
    const { page } = opened;
    const loaded = recordScriptsAndStyles(page);
    await page.goto(`${fixture.site.baseUrl}/`);
    await page.locator('main[data-route="/"] h1').waitFor();
    await page.waitForLoadState('networkidle');
    const walletCode = () => loaded.filter((file) => file.body.includes('eth_accounts')).map((file) => file.path);
    expect(walletCode()).toEqual([]);

    const button = page.getByTestId('connect-button');
    await button.focus();
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(walletCode().length).toBeGreaterThan(0);
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('connect-button');
  });

  it('restores a stored session: the wallet code loads at once when a session is remembered', async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl);
    const { page, context } = opened;
    await context.addInitScript(() => localStorage.setItem('connected', 'true'));
    const loaded = recordScriptsAndStyles(page);
    await page.goto(`${fixture.site.baseUrl}/`);
    await page.locator('main[data-route="/"] h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(loaded.some((file) => file.body.includes('eth_accounts'))).toBe(true);
    // No wallet in this browser, so nothing to restore: the live button still offers to connect.
    expect(await page.getByTestId('connect-button').textContent()).toBe('Connect');
  });

  it('plays the background loop of home nine from the site itself, and loops it', async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl, { reducedMotion: 'no-preference' });
    const { page, errors } = opened;
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(fixture.site.baseUrl).origin) outside.push(request.url());
    });
    await page.goto(`${fixture.site.baseUrl}/#/index-9`);
    const video = page.locator('video.hero-video');
    await video.waitFor();
    const state = () =>
      video.evaluate((node: HTMLVideoElement) => ({
        src: node.currentSrc,
        time: node.currentTime,
        duration: node.duration,
        paused: node.paused,
        loop: node.loop,
      }));
    await expect.poll(async () => (await state()).time, { timeout: 10_000 }).toBeGreaterThan(0.5);
    const playing = await state();
    expect(new URL(playing.src).origin).toBe(new URL(fixture.site.baseUrl).origin);
    expect(playing.paused).toBe(false);
    expect(playing.loop).toBe(true);
    expect(playing.duration).toBeGreaterThan(3);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
