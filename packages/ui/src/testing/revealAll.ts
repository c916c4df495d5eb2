// Tells every IntersectionObserver that its elements have scrolled into view.
import { act } from '@testing-library/react';
import { browserState } from './browserState';

export function revealAll(): void {
  act(() => {
    for (const observer of [...browserState.observers]) observer.reveal();
  });
}
