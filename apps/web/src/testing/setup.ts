// jsdom setup for component tests: record window.scrollTo (jsdom does not scroll) and reset state between tests.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n.js';

export const scrollCalls: ScrollToOptions[] = [];

// jsdom lacks these browser features the ui components (Embla carousel, counters) rely on: minimal stand-ins
// where no media query matches and nothing is ever observed intersecting or resizing.
window.matchMedia ??= (query: string) =>
  ({
    media: query,
    matches: false,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  }) as unknown as MediaQueryList;
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= QuietObserver as unknown as typeof IntersectionObserver;
window.ResizeObserver ??= QuietObserver as unknown as typeof ResizeObserver;

beforeEach(() => {
  scrollCalls.length = 0;
  window.scrollTo = ((options: ScrollToOptions) => {
    scrollCalls.push(options);
  }) as typeof window.scrollTo;
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  window.location.hash = '';
  await i18n.changeLanguage('en');
});
