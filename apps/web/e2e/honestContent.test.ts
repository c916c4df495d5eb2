// Sample content that agrees with itself and with the product: reviewers, counters, the home-eight countdown, /download.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();
const DAY_MS = 86_400_000;

describe('honest sample content', () => {
  it('/review: nine different people, each with one face, the same face as in their testimonial', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/review`);
      await page.locator('.reviews li').first().waitFor();
      const cards = await page.locator('.reviews li').evaluateAll((items) =>
        items.map((item) => ({
          text: item.textContent ?? '',
          face: item.querySelector('img')?.getAttribute('src') ?? '',
        })),
      );
      expect(cards).toHaveLength(9);
      expect(new Set(cards.map((card) => card.face)).size).toBe(9);
      const mira = cards.find((card) => card.text.includes('Mira Okafor'));
      await page.goto(`${fixture.site.baseUrl}/#/`);
      const testimonial = page.locator('figure, blockquote, article').filter({ hasText: 'Mira Okafor' }).first();
      await testimonial.waitFor();
      expect(await testimonial.locator('img').first().getAttribute('src')).toBe(mira?.face);
    } finally {
      await context.close();
    }
  });

  it('/index-8 counts to the next roadmap milestone (Q1 2027 today), not two years ahead', async () => {
    // The roadmap's quarters (home's Platform section): the countdown targets the first that has not begun.
    const quarters = [
      [Date.UTC(2027, 0, 1), 'Q1 2027'],
      [Date.UTC(2027, 3, 1), 'Q2 2027'],
      [Date.UTC(2027, 6, 1), 'Q3 2027'],
      [Date.UTC(2027, 9, 1), 'Q4 2027'],
    ] as const;
    const [startsAt, quarter] = quarters.find(([at]) => at > Date.now()) ?? quarters[3];
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/index-8`);
      const days = Number(await page.locator('[role="timer"] [data-unit="days"] span').first().textContent());
      const expected = Math.max(0, Math.floor((startsAt - Date.now()) / DAY_MS));
      expect(Math.abs(days - expected)).toBeLessThanOrEqual(1);
      expect(await page.locator('.hero-countdown').first().textContent()).toContain(quarter);
      await page.goto(`${fixture.site.baseUrl}/#/`);
      expect(await page.locator('body').textContent()).toContain(quarter);
    } finally {
      await context.close();
    }
  });

  it('/download promises no Fanout app for iOS or Android, in either language', async () => {
    for (const language of ['en', 'chs'] as const) {
      const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl, { language });
      try {
        await page.goto(`${fixture.site.baseUrl}/#/download`);
        await page.locator('main h1').waitFor();
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description).not.toMatch(/iOS|Android/);
        expect(await page.locator('main').textContent()).toMatch(
          language === 'en' ? /no Fanout app/ : /没有需要安装的应用/,
        );
      } finally {
        await context.close();
      }
    }
  });

  it('the counters agree: many recipients per batch, a few wallets per member', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/download`);
      const cards = page.locator('.counters > *');
      await cards.first().waitFor();
      const figures = Object.fromEntries(
        (await cards.allTextContents()).map((text) => {
          const match = /^([\d,.]+)\s*(.*)$/.exec(text.trim());
          return [match?.[2] ?? text, Number((match?.[1] ?? '').replace(/,/g, ''))];
        }),
      );
      const batches = figures['Batch transfers sent'] ?? 0;
      const recipients = figures['Recipients paid'] ?? 0;
      const wallets = figures['Wallets created'] ?? 0;
      const members = figures.Members ?? 0;
      expect(batches).toBeGreaterThan(0);
      expect(recipients / batches).toBeGreaterThan(5);
      expect(recipients / batches).toBeLessThanOrEqual(255);
      expect(wallets / members).toBeGreaterThan(1);
      expect(wallets / members).toBeLessThan(100);
      expect(wallets).not.toBe(recipients);
    } finally {
      await context.close();
    }
  });
});
