// Every route and home variant, in both languages, at phone width: rendered, no console error (a missing
// translation is one), no horizontal overflow, a title, <html lang>; then every internal link resolves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_IDS } from '../src/site/anchors/ANCHOR_IDS.js';
import { SPEC_ANCHOR_ROUTES, SPEC_ROUTES } from '../src/testing/SPEC_ROUTES.js';
import { type OpenedPage, openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const PHONE = { width: 375, height: 800 };
const LANGUAGES = [
  { code: 'en', htmlLang: 'en', notFound: 'Sorry, something went wrong' },
  { code: 'chs', htmlLang: 'zh-Hans', notFound: '抱歉，出错了' },
] as const;

const fixture = startSiteFixture();
const internalLinks = new Set<string>();

describe.each(LANGUAGES)('every route in $code', ({ code, htmlLang, notFound }) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: PHONE, language: code });
    await opened.page.goto(`${fixture.site.baseUrl}/`);
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  it.each([...SPEC_ROUTES, ...SPEC_ANCHOR_ROUTES, '/no-such-page'])('%s', async (path) => {
    const { page, errors } = opened;
    errors.length = 0;
    // Navigate inside the app, as a visitor following links does (one page load per language keeps this fast).
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await page.locator(`main[data-route="${path}"] h1`).first().waitFor({ state: 'visible', timeout: 10_000 });
    const state = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      text: document.body.textContent ?? '',
      links: [...document.querySelectorAll('a[href^="#/"]')].map((a) => a.getAttribute('href') ?? ''),
    }));
    for (const link of state.links) internalLinks.add(link);
    expect(errors).toEqual([]);
    expect(state.lang).toBe(htmlLang);
    expect(state.title).toMatch(/ · Fanout$/);
    expect(state.overflow).toBeLessThanOrEqual(0);
    if (path === '/404' || path === '/no-such-page') expect(state.text).toContain(notFound);
    else expect(state.text).not.toContain(notFound);
  });
});

describe('internal links', () => {
  it('every link found on the pages points to an existing route or anchor', () => {
    const known = new Set<string>([...SPEC_ROUTES, ...ANCHOR_IDS.map((id) => `/${id}`)]);
    const broken = [...internalLinks]
      .map((href) => href.slice(1).split('?')[0] ?? '')
      .filter((path) => !known.has(path));
    expect(internalLinks.size).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});
