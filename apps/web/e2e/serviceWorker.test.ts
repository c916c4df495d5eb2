// The service worker caches the app shell: after one visit, the site opens again with the network off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';
import { WEB_DIST } from './startSite.js';

const fixture = startSiteFixture();

describe('service worker', () => {
  it('precaches only files the site serves (one missing file fails the install, and the site is not offline)', async () => {
    const source = readFileSync(join(WEB_DIST, 'service-worker.js'), 'utf8');
    const precache = JSON.parse(/const PRECACHE = (\[.*?\]);/s.exec(source)?.[1] ?? '[]') as string[];
    expect(precache.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const path of precache) {
      const response = await fetch(`${fixture.site.baseUrl}${path}`);
      if (!response.ok) missing.push(`${path}: ${response.status}`);
    }
    expect(missing).toEqual([]);
  });

  it('is registered from /service-worker.js and serves a repeat visit offline', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
      serviceWorkers: 'allow',
      stubExternal: false,
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/`);
      const scriptUrl = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.scriptURL;
      });
      expect(scriptUrl).toBe(`${fixture.site.baseUrl}/service-worker.js`);
      await context.setOffline(true);
      await page.reload();
      await page.locator('main h1').waitFor({ timeout: 10_000 });
      expect(await page.locator('main h1').textContent()).toBe('Send one token to hundreds of people in one go');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
