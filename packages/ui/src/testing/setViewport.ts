// Changes the test browser's width or motion preference and tells every media-query listener.
import { act } from '@testing-library/react';
import { browserState } from './browserState';

export function setViewport(change: { width?: number; reducedMotion?: boolean }): void {
  act(() => {
    if (change.width !== undefined) {
      browserState.width = change.width;
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: change.width });
    }
    if (change.reducedMotion !== undefined) browserState.reducedMotion = change.reducedMotion;
    for (const notify of [...browserState.mediaListeners]) notify();
  });
}
