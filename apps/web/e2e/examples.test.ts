// Sample pages tell the visitor what they are: the invoice on a phone (table cue, order of the sums, numbers aligned)
// and controls with no behaviour (invoice, Log in, Sign up, Send reset link) that say they are examples.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();
const PHONE = { width: 375, height: 800 };

describe('/invoice at 375 px', () => {
  it.each(['en', 'chs'] as const)(
    '%s: the table fits or scrolls with a visible cue; Subtotal above Discount; numbers right-aligned',
    async (language) => {
      const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, {
        viewport: PHONE,
        language,
      });
      try {
        await page.goto(`${fixture.site.baseUrl}/#/invoice`);
        const scroller = page.locator('.table-scroll');
        await scroller.waitFor();
        const state = await page.evaluate(() => {
          const box = document.querySelector('.table-scroll') as HTMLElement;
          const hint = document.querySelector('.scroll-hint') as HTMLElement;
          const hintBox = hint.getBoundingClientRect();
          const shadow = getComputedStyle(box).backgroundImage;
          const cells = [...document.querySelectorAll('.invoice-table tbody tr:first-child td')].map(
            (cell) => getComputedStyle(cell).textAlign,
          );
          return {
            overflows: box.scrollWidth > box.clientWidth + 1,
            hintVisible: hintBox.height > 0 && getComputedStyle(hint).display !== 'none',
            hintLinked: box.getAttribute('aria-describedby') === hint.id,
            shadow,
            focusable: box.tabIndex === 0,
            cells,
            pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
            terms: [...document.querySelectorAll('.summary dt')].map((dt) => dt.textContent),
          };
        });
        expect(state.pageOverflow).toBeLessThanOrEqual(0);
        if (state.overflows) {
          expect(state.hintVisible).toBe(true);
          expect(state.hintLinked).toBe(true);
          expect(state.shadow).toContain('radial-gradient');
          expect(state.focusable).toBe(true);
        }
        // Item name left; price, qty, disc and total right.
        expect(state.cells.slice(0, 5)).toEqual(['left', 'right', 'right', 'right', 'right']);
        const [subtotal, discount] = language === 'en' ? ['Subtotal', 'Discount'] : [null, null];
        if (subtotal && discount) expect(state.terms.indexOf(subtotal)).toBeLessThan(state.terms.indexOf(discount));
        else expect(state.terms).toHaveLength(4);
        expect(await page.locator('.example-note').first().isVisible()).toBe(true);
        for (const name of language === 'en' ? ['Add Item', 'Cash', 'Add Payment', 'Detach'] : []) {
          expect(await page.getByRole('button', { name }).first().isDisabled(), name).toBe(true);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('controls with no behaviour', () => {
  it.each([
    ['/login', 'Log in'],
    ['/sign-up', 'Sign up'],
    ['/reset', 'Send reset link'],
  ])('%s says it is an example and its "%s" button is not live', async (path, button) => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#${path}`);
      await page.getByText('Accounts are not open yet: this form is an example and sends nothing.').waitFor();
      expect(await page.getByRole('button', { name: button }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('/index-4 rounds at 375 px', () => {
  it('shows the latest twelve rounds, not a wall of 48; a button shows all and back', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: PHONE });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/index-4`);
      const visible = () => page.locator('.round-card:visible').count();
      await page.locator('.round-card').first().waitFor();
      expect(await visible()).toBe(12);
      expect(await page.locator('.round-card:visible').first().textContent()).toContain('Round 48');
      const height = await page.locator('.rounds').evaluate((list) => list.getBoundingClientRect().height);
      expect(height).toBeLessThan(800);
      const more = page.getByRole('button', { name: 'Show all 48 rounds' });
      await more.click();
      expect(await visible()).toBe(48);
      const fewer = page.getByRole('button', { name: 'Show the latest 12 only' });
      expect(await fewer.getAttribute('aria-expanded')).toBe('true');
      await fewer.click();
      expect(await visible()).toBe(12);
    } finally {
      await context.close();
    }
  });
});

describe('looks like the product', () => {
  it.each([375, 1440])('partner and media names fit one line at %i px', async (width) => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl, {
      viewport: { width, height: 900 },
    });
    try {
      await page.goto(`${fixture.site.baseUrl}/#/index-4`);
      await page.locator('.wordmark').first().waitFor();
      const names = await page.locator('.wordmark > span').evaluateAll((spans) =>
        spans
          .filter((span) => span.getBoundingClientRect().width > 0)
          .map((span) => {
            const lineHeight = Number.parseFloat(getComputedStyle(span).lineHeight);
            const slide = span.closest('[aria-roledescription="slide"], li') ?? span.parentElement;
            return {
              name: span.textContent,
              oneLine: span.getBoundingClientRect().height < lineHeight * 1.5,
              fits: span.getBoundingClientRect().width <= (slide?.getBoundingClientRect().width ?? 0) + 1,
            };
          }),
      );
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => !n.oneLine || !n.fits)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('services and contact channels use the drawn icon set, not text characters', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/contact-us`);
      await page.locator('.contact-card svg[data-icon]').first().waitFor();
      expect(await page.locator('.contact-card svg[data-icon]').count()).toBe(3);
      expect((await page.locator('.contact-card .icon').allTextContents()).join('').trim()).toBe('');
      await page.goto(`${fixture.site.baseUrl}/#/`);
      const promo = page.locator('#promo');
      await promo.locator('svg[data-icon]').first().waitFor();
      expect(await promo.locator('svg[data-icon]').count()).toBe(4);
    } finally {
      await context.close();
    }
  });
});
