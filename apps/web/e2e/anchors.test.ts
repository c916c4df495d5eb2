// Anchor scrolling in a real browser: the section lands 80 px below the top of the viewport.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();

/** Wait until the page has stopped scrolling (smooth scrolling takes a few hundred ms). */
async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last && window.scrollY > 0) still += 1;
          else still = 0;
          last = window.scrollY;
          if (still >= 10) resolve(window.scrollY);
          else setTimeout(tick, 50);
        };
        tick();
      }),
  );
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id);

describe('anchor scrolling', () => {
  it.each(['pricing', 'process', 'contact'])('/%s lands the section 80 px below the top', async (id) => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
      reducedMotion: 'no-preference',
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/${id}`);
      await scrollSettled(page);
      expect(Math.abs((await sectionTop(page, id)) - 80)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a nav item whose section is not on this page opens home one at that section', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
      reducedMotion: 'no-preference',
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/index-6`);
      await page.locator('main h1').waitFor();
      expect(await page.locator('#platform').count()).toBe(0);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
      await page.waitForURL(/#\/platform$/);
      await scrollSettled(page);
      expect(Math.abs((await sectionTop(page, 'platform')) - 80)).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the nav turns to its affix style once the page is scrolled, and back to top returns', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/`);
      await page.locator('main h1').waitFor();
      expect(await page.locator('header[data-affixed="true"]').count()).toBe(0);
      await page.mouse.wheel(0, 1200);
      await page.locator('header[data-affixed="true"]').waitFor();
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      await backToTop.waitFor({ state: 'visible' });
      const box = await backToTop.boundingBox();
      expect(box && Math.round(1280 - box.x - box.width)).toBe(50);
      expect(box && Math.round(800 - box.y - box.height)).toBe(50);
      await backToTop.click();
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await context.close();
    }
  });

  it('on a phone the menu is collapsed until the menu button opens it, and a link closes it', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
      viewport: { width: 375, height: 800 },
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/team`);
      await page.locator('main h1').waitFor();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const process = nav.getByRole('link', { name: 'Process' });
      expect(await process.isVisible()).toBe(false);
      const toggle = nav.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await process.click();
      await page.waitForURL(/#\/process$/);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('going back returns to the saved scroll position; a new page opens at the top', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/blog-grid`);
      await page.locator('main[data-route="/blog-grid"] h1').waitFor();
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => window.scrollY === 900);
      // A click that does not scroll first: Playwright's click would bring the link into view, a scroll of its own
      // that is rightly saved as the position to come back to.
      await page
        .getByRole('link', { name: 'Running your first airdrop without surprises' })
        .first()
        .dispatchEvent('click');
      await page.locator('main[data-route="/blog-details-right-sidebar"] h1').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.locator('main[data-route="/blog-grid"] h1').waitFor();
      await page.waitForFunction(() => window.scrollY === 900);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
