// axe-core in real Chromium on every route of SPEC §2 in both languages, at phone (375) and desktop (1280)
// width, plus the states a visitor opens: the phone menu, the Tool page's two tools (with a generated list), the
// wallet connect modal and the video modal. No violation of impact serious or critical is allowed. axe cannot see
// what lies under the fixed navigation bar (it measures against the page behind the document's middle), so each
// route also checks that the bar's light text has the dark hero under it at the top, or a solid background.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../src/testing/SPEC_ROUTES.js';
import { describeFindings, seriousViolations } from './axe.js';
import { type OpenedPage, openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const LANGUAGES = ['en', 'chs'] as const;
const CREATE = { en: 'Create', chs: '创建' } as const;

const fixture = startSiteFixture();

async function goTo(page: Page, path: string): Promise<void> {
  // Navigate inside the app as a visitor following links does (one page load per context keeps this fast).
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
  await page.locator(`main[data-route="${path}"] h1`).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** 'dark' when the top of the page under the navigation bar is the hero colour or the bar is solid. */
async function underNavigation(page: Page): Promise<string> {
  // At the top of the page, once the bar has taken the matching (affixed or see-through) style.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.site-nav header');
    if (!header) return 'no navigation';
    const rect = header.getBoundingClientRect();
    const under = document
      .elementsFromPoint(rect.width / 2, rect.bottom / 2)
      .find((element) => !header.contains(element) && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)');
    const colour = under ? getComputedStyle(under).backgroundColor : 'none';
    if (colour === 'rgb(11, 16, 32)') return 'dark';
    // A light top is fine only under a solid bar: the affixed style (its background is the hero colour).
    return header.dataset.affixed === 'true'
      ? 'dark'
      : `${under?.tagName.toLowerCase()} ${colour} under a see-through bar`;
  });
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  expect(describeFindings(where, await seriousViolations(page))).toEqual([]);
}

describe.each(LANGUAGES)('axe in %s', (language) => {
  describe.each(VIEWPORTS)('at $name width', (viewport) => {
    let opened: OpenedPage;
    beforeAll(async () => {
      opened = await openPage(fixture.browser, fixture.site.baseUrl, {
        viewport: { width: viewport.width, height: viewport.height },
        language,
      });
      await opened.page.goto(`${fixture.site.baseUrl}/`);
      // The app is running (its router listens) before the tests change the hash.
      await opened.page.locator('main[data-route="/"] h1').first().waitFor({ state: 'visible', timeout: 10_000 });
    });
    afterAll(async () => {
      await opened?.context.close();
    });

    it.each(SPEC_ROUTES)('%s', async (path) => {
      await goTo(opened.page, path);
      await expectNoSeriousViolations(opened.page, `${language} ${viewport.width}px ${path}`);
      // axe cannot tell what lies under the fixed navigation, so check it here: at the top of the page the light
      // nav text sits either on the dark hero or on the bar's own solid background.
      expect(await underNavigation(opened.page), `${path}: under the navigation`).toBe('dark');
    });

    it('the Tool page: wallet generator with a generated list, batch transfer, connect modal', async () => {
      const { page } = opened;
      const where = `${language} ${viewport.width}px /tool`;
      await goTo(page, '/tool');
      const side = page.locator('.tool-side');
      await side.locator('button').first().click();
      await page.getByRole('button', { name: CREATE[language], exact: true }).click();
      await page.getByTestId('wallet-table').waitFor();
      await expectNoSeriousViolations(page, `${where} (generated wallets)`);
      await side.locator('button').nth(1).click();
      await page.locator('.tool-main textarea').first().waitFor();
      await expectNoSeriousViolations(page, `${where} (batch transfer)`);
      if (viewport.name === 'phone') await page.locator('header nav button[aria-controls]').click();
      await page.getByTestId('connect-button').click();
      await page.getByRole('dialog').waitFor();
      await expectNoSeriousViolations(page, `${where} (connect modal)`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      if (viewport.name === 'phone') {
        // Close the phone menu again (a second Escape), so the next test starts from a closed menu.
        await page.keyboard.press('Escape');
        await expect
          .poll(() => page.locator('header nav button[aria-controls]').getAttribute('aria-expanded'))
          .toBe('false');
      }
    });

    it('the video modal on /index-6', async () => {
      const { page } = opened;
      await goTo(page, '/index-6');
      await page.locator('.play-button').first().click();
      await page.getByRole('dialog').waitFor();
      await expectNoSeriousViolations(page, `${language} ${viewport.width}px /index-6 (video modal)`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    });

    if (viewport.name === 'phone') {
      it('the open phone menu on the home page', async () => {
        const { page } = opened;
        await goTo(page, '/');
        const toggle = page.locator('header nav button[aria-controls]');
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        await expectNoSeriousViolations(page, `${language} ${viewport.width}px / (phone menu open)`);
        await page.keyboard.press('Escape');
      });
    }
  });
});
