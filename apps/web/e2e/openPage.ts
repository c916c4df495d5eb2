// A fresh browser context and page that records console errors and page errors; requests leaving the site
// (video, map embeds) are answered locally so tests never depend on the internet.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  language?: 'en' | 'chs';
  reducedMotion?: 'reduce' | 'no-preference';
  serviceWorkers?: 'allow' | 'block';
  /** Answer requests to other origins locally (default). Off for service worker tests: interception bypasses workers. */
  stubExternal?: boolean;
}

export async function openPage(browser: Browser, baseUrl: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  if (options.language) {
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), options.language);
  }
  const origin = new URL(baseUrl).origin;
  if (options.stubExternal ?? true) {
    await context.route(
      // The local chains' RPCs (loopback, any port) are real: the Tool reads the run's chain from them (issue 27).
      (url) => url.origin !== origin && url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 204, body: '' }),
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
