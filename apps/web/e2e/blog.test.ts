// The blog as a visitor uses it: every card opens its own article, and the sidebar search filters the posts.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();

describe('blog', () => {
  it('each of the six cards on /blog-grid opens its own article', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/blog-grid`);
      await page.locator('main article h3').first().waitFor();
      const titles = await page.locator('main article h3').allTextContents();
      expect(titles).toHaveLength(6);
      const opened = new Set<string>();
      for (const [index, title] of titles.entries()) {
        await page.goto(`${fixture.site.baseUrl}/#/blog-grid`);
        await page.locator('main article h3').nth(index).waitFor();
        await page.locator('main article').nth(index).getByRole('link').first().click();
        const heading = page.locator('main .article h2').first();
        await heading.waitFor();
        expect(await heading.textContent()).toBe(title);
        opened.add((await page.locator('main .article').textContent()) ?? '');
      }
      // Six different articles, not one article under six titles.
      expect(opened.size).toBe(6);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the sidebar search filters the posts as the visitor types, in both languages', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/blog-right-sidebar`);
      const cards = page.locator('.blog-posts article h3');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('fee');
      await expect.poll(() => cards.allTextContents()).toEqual(['Reading a fee estimate']);
      expect(await page.getByRole('status').filter({ hasText: 'matches' }).textContent()).toBe('1 post matches “fee”.');
      await search.fill('zzz');
      await expect.poll(() => cards.count()).toBe(0);
      await page.getByText('No post matches “zzz”.').waitFor();
      await search.fill('');
      await expect.poll(() => cards.count()).toBe(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    const chs = await openPage(fixture.browser, fixture.site.baseUrl, { language: 'chs' });
    try {
      await chs.page.goto(`${fixture.site.baseUrl}/#/blog-left-sidebar`);
      const cards = chs.page.locator('.blog-posts article h3');
      await cards.first().waitFor();
      await chs.page.getByRole('searchbox', { name: '搜索' }).fill('钱包');
      await expect.poll(() => cards.allTextContents()).toEqual(['为活动批量生成测试钱包']);
    } finally {
      await chs.context.close();
    }
  });

  it("an article's search opens the list filtered", async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/blog-details-left-sidebar?post=4`);
      await page.locator('main .article h2').first().waitFor();
      expect(await page.locator('main .article h2').first().textContent()).toBe(
        'Duplicate addresses: the quiet list killer',
      );
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('allowance');
      await search.press('Enter');
      await page.waitForURL(/#\/blog-left-sidebar\?q=allowance$/);
      await expect
        .poll(() => page.locator('.blog-posts article h3').allTextContents())
        .toEqual(['What an allowance is, and when to revoke it']);
    } finally {
      await context.close();
    }
  });

  it('the reply form says it is an example and offers no live button', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/blog-details-right-sidebar?post=2`);
      await page.getByText('This is a sample post: replies are not open').waitFor();
      expect(await page.getByRole('button', { name: 'Post Comment' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
