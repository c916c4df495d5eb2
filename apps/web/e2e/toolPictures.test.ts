// Issue 23: the home hero and the screenshots carousel show pictures of the real Tool (src/features/home/toolPictures,
// made by scripts/toolPictures.mjs) in the page's language; the hero's is fetched first on wide screens and not at all
// on phones, the carousel's load as they come near.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 800 };

describe.each(['en', 'chs'] as const)('the Tool pictures in %s', (language) => {
  it('the hero shows the checked list in this language, decoded at its full size', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
      language,
      viewport: WIDE,
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/`);
      const hero = page.locator('.hero img.tool-picture');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);
      expect(await hero.getAttribute('src')).toMatch(new RegExp(`/assets/tool-list\\.${language}-[\\w-]+\\.webp$`));
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      const alt = (await hero.getAttribute('alt')) ?? '';
      expect(alt).toMatch(language === 'en' ? /line 3 is flagged/ : /第 3 行被标为地址无效/);
      const box = await hero.boundingBox();
      expect(box?.width).toBeGreaterThan(400);
      // The carousel: the four states, this language's files, each loaded once scrolled to.
      await page.locator('#screenshots').scrollIntoViewIfNeeded();
      const shots = page.locator('#screenshots img.tool-picture');
      expect(await shots.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-picture')))).toEqual(
        ['list', 'quote', 'run', 'receipt'].map((state) => `${state}.${language}`),
      );
      await expect
        .poll(() =>
          shots.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.naturalWidth > 0).length),
        )
        .toBe(4);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone the hero has no picture and does not download it', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl, { language, viewport: PHONE });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.webp')) fetched.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.hero img.tool-picture').isVisible()).toBe(false);
      expect(fetched.filter((path) => path.includes('tool-list'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
