import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { scrollWindowTo } from '../testing/scrollWindowTo';
import { setViewport } from '../testing/setViewport';
import { BackToTop } from './BackToTop';

// jsdom has no layout, so window.scrollTo does nothing: record the request and move the page ourselves.
const requests: ScrollToOptions[] = [];

describe('BackToTop', () => {
  beforeEach(() => {
    requests.length = 0;
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      requests.push(options);
      scrollWindowTo(options.top ?? 0);
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is hidden at the top and appears once the page is scrolled past the threshold', async () => {
    const { container } = render(<BackToTop label="Back to top" />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollWindowTo(150);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollWindowTo(800);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('takes the page back to the top smoothly and then hides', async () => {
    const user = userEvent.setup();
    render(
      <>
        <h1 id="top" tabIndex={-1}>
          Fanout
        </h1>
        <BackToTop label="Back to top" focusTargetId="top" />
      </>,
    );
    scrollWindowTo(1200);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(requests).toEqual([{ top: 0, behavior: 'smooth' }]);
    expect(window.scrollY).toBe(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fanout' })).toHaveFocus();
  });

  it('jumps without animation under prefers-reduced-motion, from the keyboard too', async () => {
    setViewport({ reducedMotion: true });
    const user = userEvent.setup();
    render(<BackToTop label="返回顶部" threshold={0} />);
    scrollWindowTo(10);
    screen.getByRole('button', { name: '返回顶部' }).focus();
    await user.keyboard('{Enter}');
    expect(requests).toEqual([{ top: 0, behavior: 'auto' }]);
  });

  it('steps aside while content it must keep clear of is under it, and comes back once that has scrolled on', async () => {
    // jsdom has no layout: the boxes are given. The button sits at the bottom right of a 375 × 800 screen.
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;
    // The check runs on the next frame: a frame of our own (a timer), as this worker's jsdom may have had its frames
    // faked and restored by another file (the suite shares one jsdom per worker).
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    let figureTop = 740;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'BUTTON') return box(311, 736, 48, 48);
      if (this.dataset.keepClear !== undefined) return box(16, figureTop, 343, 40);
      return box(0, 0, 0, 0);
    });
    render(
      <>
        <p data-keep-clear="">0.0059 POL</p>
        <p>Prose may pass under it.</p>
        <BackToTop label="Back to top" keepClearOf="[data-keep-clear]" />
      </>,
    );
    scrollWindowTo(800);
    // The figure is under the button: the button is out of sight (and of the accessibility tree).
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(screen.getByLabelText('Back to top')).not.toBeVisible();
    // The figure scrolls up past the button: the button is back.
    figureTop = 400;
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible());
  });
});
