import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.js';
import { SPEC_ANCHOR_ROUTES } from '../../testing/SPEC_ROUTES.js';
import { scrollCalls } from '../../testing/setup.js';
import { ANCHOR_SCROLL } from './ANCHOR_SCROLL.js';

// jsdom has no layout: every section sits at top 0, so a correct anchor scroll asks for top max(0, 0 - 80) = 0
// after the home-one delay, with smooth behaviour; the browser tests check the real 80 px position.
describe('anchor routes', () => {
  it.each(SPEC_ANCHOR_ROUTES)('%s shows home one and scrolls to its section after 500 ms', async (path) => {
    const started = performance.now();
    await renderRoute(path);
    const id = path.slice(1);
    expect(document.getElementById(id)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Send one token to hundreds of people in one go' }),
    ).toBeTruthy();
    await waitFor(() => expect(scrollCalls.some((call) => call.behavior === 'smooth')).toBe(true), { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(ANCHOR_SCROLL.homeOneDelayMs);
  });

  it('accepts the anchor as a parameter of a home route', async () => {
    await renderRoute('/index-5?anchor=faq');
    await waitFor(() => expect(scrollCalls.some((call) => call.behavior === 'smooth')).toBe(true), { timeout: 3000 });
    expect(window.location.hash).toBe('#/index-5?anchor=faq');
  });

  it('sends you to home one at that anchor when the section is absent from the page', async () => {
    await renderRoute('/index-6');
    expect(document.getElementById('platform')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(window.location.hash).toBe('#/platform'));
    await waitFor(() => expect(document.getElementById('platform')).toBeTruthy());
  });

  it('scrolls within the page when the section is present, without navigating', async () => {
    await renderRoute('/index-4');
    scrollCalls.length = 0;
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollCalls.at(-1)?.behavior).toBe('smooth');
    expect(window.location.hash).toBe('#/index-4');
  });

  it('goes to the top of a newly opened page', async () => {
    await renderRoute('/team');
    // The visitor has read down the page, then follows a link to another page.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    try {
      scrollCalls.length = 0;
      window.location.hash = '#/download';
      await waitFor(() => expect(scrollCalls.at(-1)).toEqual({ top: 0, behavior: 'auto' }), { timeout: 5000 });
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('does not scroll (a forced layout) on a first load that is already at the top', async () => {
    scrollCalls.length = 0;
    await renderRoute('/team');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrollCalls).toEqual([]);
  });
});
