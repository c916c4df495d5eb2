import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCompactNumber } from '../format/formatCompactNumber';
import { expectAccessible } from '../testing/expectAccessible';
import { revealAll } from '../testing/revealAll';
import { setViewport } from '../testing/setViewport';
import { Counter } from './Counter';

function shown(): number {
  return Number(screen.getByTestId('counter-display').textContent?.replace(/,/g, ''));
}

describe('Counter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits at 0 until scrolled into view, then counts up to its value over 2 s', async () => {
    const { container } = render(<Counter value={21023} />);
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(0);

    revealAll();
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBeGreaterThan(0);
    expect(shown()).toBeLessThan(21023);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('counter-display')).toHaveTextContent('21,023');
    vi.useRealTimers();
    await expectAccessible(container);
  });

  it('gives screen readers the final value from the start', () => {
    const { container } = render(<Counter value={35023} />);
    expect(container).toHaveTextContent('35,023');
    expect(screen.getByTestId('counter-display')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the value at once under prefers-reduced-motion', () => {
    setViewport({ reducedMotion: true });
    render(<Counter value={2323} format={(n) => formatCompactNumber(n, 'chs')} />);
    expect(screen.getByTestId('counter-display')).toHaveTextContent('2323');
  });
});
