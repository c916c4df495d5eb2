// Keyboard use in real Chromium: Tab reaches every visible control of a page in document order, each one shows a
// focus indicator that differs from its unfocused look; modals take focus, keep Tab and Shift+Tab inside, close
// on Escape and give focus back to the button that opened them; the phone menu closes on Escape likewise.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedPage, openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

const fixture = startSiteFixture();

async function goTo(page: Page, path: string): Promise<void> {
  // A fresh load each time, so Tab starts from the top of the page and not where the last test left focus.
  await page.goto(`${fixture.site.baseUrl}/#${path}`);
  await page.reload({ waitUntil: 'networkidle' });
  await page.locator(`main[data-route="${path}"] h1`).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Before each Tab: finds the control a keyboard user should reach next (the first tabbable, rendered control
 * after the focused one in document order, outside hidden or inert parts), marks it and records how it looks
 * unfocused. Computed afresh each step, as the page may swap parts (carousel slides, the wallet button) while
 * it is being used. Returns a description of that control, or null at the end of the page.
 */
function markNext(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, iframe, video[controls], audio[controls], summary, [tabindex], [contenteditable="true"]';
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.tabIndex < 0) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      if (element.closest('[inert], [hidden]')) return false;
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      // Radio groups are one stop: only the checked radio (or the first when none is) is in the Tab order.
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`)];
        const stop = group.find((radio) => radio.checked) ?? group[0];
        if (stop !== element) return false;
      }
      return true;
    });
    const active = document.activeElement;
    const next =
      !active || active === document.body
        ? candidates[0]
        : candidates.find((element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    for (const element of document.querySelectorAll('[data-kbd-next]')) element.removeAttribute('data-kbd-next');
    if (!next) return null;
    next.setAttribute('data-kbd-next', '');
    (window as unknown as { kbdNext: HTMLElement }).kbdNext = next;
    const style = getComputedStyle(next);
    (window as unknown as { kbdLook: string }).kbdLook = [
      style.outlineStyle,
      style.outlineWidth,
      style.outlineColor,
      style.boxShadow,
    ].join('|');
    const name = (next.getAttribute('aria-label') ?? next.textContent ?? '').trim().slice(0, 40);
    return `${next.tagName.toLowerCase()}${next.className ? `.${String(next.className).split(' ')[0]}` : ''} "${name}"`;
  });
}

interface FocusStop {
  expected: boolean;
  label: string;
  visible: boolean;
}

/** What has focus now: whether it is the control expected, and whether it is on screen. */
function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { expected: false, label: 'body', visible: false };
    const rect = element.getBoundingClientRect();
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.top < window.innerHeight &&
      rect.right > 0 &&
      rect.left < window.innerWidth;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return {
      // The control marked, or the one that replaced it when focused (same kind, class and text).
      expected:
        element.hasAttribute('data-kbd-next') ||
        (() => {
          const marked = (window as unknown as { kbdNext: HTMLElement }).kbdNext;
          return (
            !marked.isConnected &&
            marked.tagName === element.tagName &&
            marked.className === element.className &&
            marked.textContent === element.textContent
          );
        })(),
      label: `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}"`,
      visible,
    };
  });
}

/** Whether the focused control shows an outline or a shadow unlike its unfocused look (drawn by script for the map frame, so it may take a frame). */
function focusIndicatorShown(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const style = getComputedStyle(document.activeElement as HTMLElement);
        const look = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join('|');
        const drawn =
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return drawn && look !== (window as unknown as { kbdLook: string }).kbdLook;
      },
      undefined,
      { timeout: 1_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Tabs through the whole page (from the top, or on from the control `from` matches, focused first) and returns
 * how many controls were reached and what went wrong (empty when each came in order and showed a focus indicator).
 */
async function tabThrough(page: Page, from?: string): Promise<{ count: number; problems: string[] }> {
  const problems: string[] = [];
  if (from) await page.locator(from).focus();
  let count = 0;
  for (let next = await markNext(page); next; next = await markNext(page)) {
    await page.keyboard.press('Tab');
    count += 1;
    // A control may be swapped for its loaded version on focus (the wallet button): focus must follow it.
    await page
      .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
        timeout: 1_000,
      })
      .catch(() => undefined);
    const stop = await focusStop(page);
    if (!stop.expected) {
      problems.push(`Tab ${count}: expected ${next}, focus is on ${stop.label}`);
      break;
    }
    if (!stop.visible) problems.push(`${stop.label}: focused but not on screen`);
    if (!(await focusIndicatorShown(page))) problems.push(`${stop.label}: no visible focus indicator`);
  }
  return { count, problems };
}

describe.each(['en', 'chs'] as const)('Tab through pages (%s)', (language) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: DESKTOP, language });
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  it('/: a carousel keeps the dots it showed before it started (a dot being tabbed to is never taken away)', async () => {
    await goTo(opened.page, '/');
    const dots = () => opened.page.locator('#screenshots button[aria-label]').evaluateAll((buttons) => buttons.length);
    const before = await dots();
    await opened.page.locator('#screenshots').scrollIntoViewIfNeeded();
    // Started: Embla has set its transform on the slide row.
    await opened.page.waitForFunction(
      () => (document.querySelector('#screenshots [aria-live]') as HTMLElement | null)?.style.transform !== '',
    );
    expect(await dots()).toBe(before);
  });

  it.each(['/', '/tool', '/contact-us'])('%s: every control in order, each with a focus indicator', async (path) => {
    await goTo(opened.page, path);
    const { count, problems } = await tabThrough(opened.page);
    expect(count).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    expect(opened.errors).toEqual([]);
  });
});

describe('Tab through the phone layout', () => {
  it('from the menu button through every link of the opened menu and on through the page', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: PHONE });
    try {
      await goTo(page, '/');
      await page.locator('header nav button[aria-controls]').click();
      const { count, problems } = await tabThrough(page, 'header nav button[aria-controls]');
      expect(count).toBeGreaterThan(10);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Tabs `presses` times in one direction; returns the stops that left the dialog. */
async function tabsLeavingDialog(page: Page, presses: number, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const escaped: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const active = document.activeElement;
      return dialog?.contains(active)
        ? null
        : `${active?.tagName.toLowerCase()} ${active?.textContent?.trim().slice(0, 30)}`;
    });
    if (where) escaped.push(`${key} ${i + 1}: ${where}`);
  }
  return escaped;
}

async function expectModalBehaviour(page: Page, opener: ReturnType<Page['locator']>, presses: number) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)))
    .toBe(true);
  expect(await tabsLeavingDialog(page, presses, 'Tab')).toEqual([]);
  expect(await tabsLeavingDialog(page, presses, 'Shift+Tab')).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('modals', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: DESKTOP });
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  it('the wallet connect modal on the Tool page traps focus and closes on Escape', async () => {
    await goTo(opened.page, '/tool');
    await expectModalBehaviour(opened.page, opened.page.getByTestId('connect-button'), 6);
  });

  it('the wallet connect modal opened from the nav on the home page (wallet code not loaded yet) does the same', async () => {
    await goTo(opened.page, '/');
    await expectModalBehaviour(opened.page, opened.page.getByTestId('connect-button'), 6);
  });

  it('the video modal on /index-6 traps focus and closes on Escape', async () => {
    await goTo(opened.page, '/index-6');
    await expectModalBehaviour(opened.page, opened.page.locator('.play-button').first(), 4);
  });

  it('the video modal on /download traps focus and closes on Escape', async () => {
    await goTo(opened.page, '/download');
    await expectModalBehaviour(opened.page, opened.page.locator('.play-button').first(), 4);
    expect(opened.errors).toEqual([]);
  });
});

describe('phone menu', () => {
  it('opens from the keyboard, and Escape closes it with focus back on the menu button', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl, { viewport: PHONE });
    try {
      await goTo(page, '/');
      const toggle = page.locator('header nav button[aria-controls]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(
        () =>
          document.activeElement?.closest('[id]')?.id ===
          document.querySelector('header nav button[aria-controls]')?.getAttribute('aria-controls'),
      );
      expect(inMenu).toBe(true);
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
