// Layout rules found in the visual review (pnpm screenshots), checked on every route in both languages at phone
// width: the first section starts right under the nav bar (no strip of bare page), nothing sticks out past the
// screen edges (the body clips horizontal overflow, so the route test's scroll width check cannot see it),
// pictures keep their proportions, partner marks keep their size, and the home hero's heading gets the full
// width of the phone instead of a narrow column beside the illustration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../src/testing/SPEC_ROUTES.js';
import { type OpenedPage, openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const PHONE = { width: 375, height: 800 };
const fixture = startSiteFixture();

interface Layout {
  /** Pixels between the top of the page (or a solid nav bar) and the first section: a strip of bare page. */
  gapAboveFirstSection: number;
  outside: string[];
  distorted: string[];
  squeezedMarks: number;
  marks: number;
}

/** Runs in the page: what a visitor would see as broken layout. */
function measure(): Layout {
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${text}`;
  };
  const clipsInside = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible') return true;
    }
    return false;
  };
  const outside: string[] = [];
  for (const el of document.querySelectorAll('main *, header *, footer *')) {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.left >= -1 && rect.right <= window.innerWidth + 1) continue;
    // Wholly off screen is the usual way to hide a field (the forms' honeypot); only a cut-off element shows.
    if (rect.right <= 0 || rect.left >= window.innerWidth) continue;
    // Carousels and scrolling tables show part of their content on purpose.
    if (clipsInside(el)) continue;
    outside.push(`${describe(el)} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
  }
  const distorted: string[] = [];
  for (const img of document.querySelectorAll('main img[width][height]')) {
    const rect = img.getBoundingClientRect();
    if (rect.width === 0) continue;
    const wanted = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
    const shown = rect.width / rect.height;
    if (Math.abs(shown / wanted - 1) > 0.03)
      distorted.push(`${describe(img)} ${img.getAttribute('src')?.slice(0, 30)}`);
  }
  const marks = [...document.querySelectorAll('.wordmark svg')];
  const squeezedMarks = marks.filter((svg) => svg.getBoundingClientRect().width < 20).length;
  const header = document.querySelector('body header');
  const pageTop = header && getComputedStyle(header).position !== 'fixed' ? header.getBoundingClientRect().bottom : 0;
  const first = document.querySelector('main')?.firstElementChild;
  const gapAboveFirstSection = Math.round((first?.getBoundingClientRect().top ?? 0) + window.scrollY - pageTop);
  return { gapAboveFirstSection, outside, distorted, squeezedMarks, marks: marks.length };
}

describe.each(['en', 'chs'] as const)('layout at 375 px in %s', (language) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: PHONE, language });
    await opened.page.goto(`${fixture.site.baseUrl}/`);
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  it.each([...SPEC_ROUTES])(
    '%s: no strip above the first section, inside the screen, pictures in proportion, marks full size',
    async (path) => {
      const { page } = opened;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${path}`);
      await page.locator(`main[data-route="${path}"] h1`).first().waitFor({ state: 'visible', timeout: 10_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const layout = await page.evaluate(measure);
      expect(layout.gapAboveFirstSection).toBe(0);
      expect(layout.outside).toEqual([]);
      expect(layout.distorted).toEqual([]);
      expect(layout.squeezedMarks).toBe(0);
    },
  );

  it('the home hero heading spans the phone, not a narrow column', async () => {
    const { page } = opened;
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    const heading = page.locator('main[data-route="/"] h1');
    await heading.waitFor({ state: 'visible', timeout: 10_000 });
    const box = await heading.boundingBox();
    // 375 px minus the container padding on both sides (at most 24 px each).
    expect(box?.width).toBeGreaterThanOrEqual(375 - 2 * 24);
  });
});
