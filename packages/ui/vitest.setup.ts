// Test environment: jest-dom matchers, the story annotations, browser shims, a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import preview from './.storybook/preview';
import { browserState } from './src/testing/browserState';
import { installBrowserShims } from './src/testing/installBrowserShims';

const hasDom = typeof window !== 'undefined';
if (hasDom) installBrowserShims();
setProjectAnnotations([preview]);

beforeEach(() => {
  if (!hasDom) return;
  browserState.width = 1280;
  browserState.reducedMotion = false;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  browserState.mediaListeners.clear();
  browserState.observers.clear();
  document.body.style.overflow = '';
});
