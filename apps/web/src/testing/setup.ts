// jsdom setup for component tests: record window.scrollTo (jsdom does not scroll) and reset state between tests.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useLanguageStore } from '../i18n/useLanguageStore.js';

export const scrollCalls: ScrollToOptions[] = [];

// jsdom lacks these browser features the ui components (Embla carousel, counters, nav) rely on: minimal
// stand-ins for a 1280 px wide desktop without reduced motion, where nothing is observed intersecting or resizing.
const DESKTOP_WIDTH = 1280;
function matchesDesktop(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return DESKTOP_WIDTH >= Number(min[1]);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return DESKTOP_WIDTH <= Number(max[1]);
  return false;
}
window.matchMedia ??= (query: string) =>
  ({
    media: query,
    matches: matchesDesktop(query),
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
  // Back to English through the store, so the language components read from it and i18next's agree again.
  await useLanguageStore.getState().setLanguage('en');
  localStorage.clear();
  window.location.hash = '';
});
