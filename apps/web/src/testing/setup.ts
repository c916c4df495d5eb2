// jsdom setup for component tests: record window.scrollTo (jsdom does not scroll) and reset state between tests.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/i18n.js';

export const scrollCalls: ScrollToOptions[] = [];

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
