// Scrolls the test window (jsdom has no layout, so scroll position is set and announced by hand).
import { act } from '@testing-library/react';

export function scrollWindowTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}
