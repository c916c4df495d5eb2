// Language switching in the browser: instant (no reload), <html lang> updated, kept in local storage.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();

describe('language', () => {
  it('switches to Chinese without reloading and keeps the choice for the next visit', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/`);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Tool' }).waitFor();
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await nav.getByRole('button', { name: '简体中文' }).click();
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '工具' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('chs');
      expect(await page.title()).toBe('Polygon 批量转账与钱包工具 · Fanout');
      await page.reload();
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '工具' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
