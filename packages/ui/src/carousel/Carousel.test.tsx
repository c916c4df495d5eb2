import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { revealAll } from '../testing/revealAll';
import { setViewport } from '../testing/setViewport';
import { CAROUSEL_PRESETS } from './CAROUSEL_PRESETS';
import { Carousel } from './Carousel';

const labels = {
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  goTo: (n: number) => `Go to slide ${n}`,
  slide: (n: number, total: number) => `${n} of ${total}`,
};

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel label="Screenshots" labels={labels} delay={5000} {...props}>
      {['Connect', 'Paste', 'Review', 'Approve', 'Send'].map((step) => (
        <p key={step}>{step}</p>
      ))}
    </Carousel>,
  );
}

function current(): string | null {
  return (
    screen
      .getAllByRole('button', { name: /Go to slide/ })
      .find((dot) => dot.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label') ?? null
  );
}

/** Brings the carousel near the screen, where it starts. */
async function settle() {
  await act(async () => {
    revealAll();
  });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named carousel of named slides, starting on the first', async () => {
    const { container } = renderCarousel();
    await settle();
    expect(screen.getByRole('region', { name: 'Screenshots' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '2 of 5' })).toHaveTextContent('Paste');
    expect(current()).toBe('Go to slide 1');
    vi.useRealTimers();
    await expectAccessible(container);
  });

  it('advances by itself every delay and loops', async () => {
    renderCarousel();
    await settle();
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Go to slide 2');
    act(() => vi.advanceTimersByTime(5000 * 4));
    expect(current()).toBe('Go to slide 1');
  });

  it('starts only once it comes near the screen (no work for a carousel far down the page)', async () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe('Go to slide 1');
    await settle();
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Go to slide 2');
  });

  it('pauses while the pointer is over it', async () => {
    renderCarousel();
    await settle();
    const region = screen.getByRole('region', { name: 'Screenshots' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe('Go to slide 1');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Go to slide 2');
  });

  it('stops with the pause button and restarts with play', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCarousel();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.unhover(screen.getByRole('region', { name: 'Screenshots' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe('Go to slide 1');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.unhover(screen.getByRole('region', { name: 'Screenshots' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Go to slide 2');
  });

  it('moves with previous, next and the dots, and keyboard focus stops the rotation', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCarousel();
    await settle();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current()).toBe('Go to slide 5');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toBe('Go to slide 2');
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(current()).toBe('Go to slide 4');
    act(() => vi.advanceTimersByTime(15_000));
    expect(current()).toBe('Go to slide 4');
  });

  it('before it starts, offers the dots it will have, so a focused dot is never taken away (all in view: none)', async () => {
    const dots = () => screen.queryAllByRole('button', { name: /Go to slide/ }).length;
    const { unmount } = render(
      <Carousel label="Screenshots" labels={labels} perView={{ 0: 4 }}>
        {['Connect', 'Paste', 'Review', 'Send'].map((step) => (
          <p key={step}>{step}</p>
        ))}
      </Carousel>,
    );
    // (Once started, Embla measures in the browser: jsdom has no layout, so that half is e2e/keyboard.test.ts's.)
    expect(dots()).toBe(0);
    unmount();
    renderCarousel();
    const focused = screen.getByRole('button', { name: 'Go to slide 3' });
    focused.focus();
    await settle();
    expect(dots()).toBe(5);
    expect(focused).toHaveFocus();
  });

  it('shows the number of items per view that SPEC §9 gives for the screenshots', async () => {
    const { screenshots } = CAROUSEL_PRESETS;
    setViewport({ width: 375 });
    renderCarousel({ perView: screenshots.perView });
    await settle();
    const region = screen.getByRole('region', { name: 'Screenshots' });
    expect(region).toHaveAttribute('data-per-view', '1');
    setViewport({ width: 768 });
    expect(region).toHaveAttribute('data-per-view', '3');
    setViewport({ width: 991 });
    expect(region).toHaveAttribute('data-per-view', '4');
    expect(region.style.getPropertyValue('--carousel-per-view')).toBe('4');
  });

  it('never autoplays under prefers-reduced-motion, and offers no pause button', async () => {
    setViewport({ reducedMotion: true });
    renderCarousel();
    await settle();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe('Go to slide 1');
  });
});
