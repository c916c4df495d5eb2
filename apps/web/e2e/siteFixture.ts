// The running site (started once by globalSetup.ts) and one Chromium per test file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './launchBrowser.js';

export interface SiteFixture {
  site: { baseUrl: string };
  browser: Browser;
}

export function startSiteFixture(): SiteFixture {
  const fixture = { site: { baseUrl: inject('baseUrl') } } as SiteFixture;
  beforeAll(async () => {
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  return fixture;
}
