// A round button 50 px from the bottom and right that appears once the page is scrolled and takes it back
// to the top (smoothly, unless reduced motion is asked for), then moves focus to the top of the page. Content
// matching `keepClearOf` (figures a reader must see) is never covered: the button steps aside (hidden) while any of it
// is under the button, and comes back when it has scrolled on.
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../media/afterNextPaint';
import { usePrefersReducedMotion } from '../media/usePrefersReducedMotion';
import styles from './BackToTop.module.css';

export type BackToTopProps = {
  /** Accessible name, e.g. "Back to top". */
  label: string;
  /** Scroll distance in px after which the button shows. */
  threshold?: number;
  /** Element to focus after scrolling (e.g. the skip-link target); the body by default. */
  focusTargetId?: string;
  className?: string;
  /** CSS selector of what the button must never cover, e.g. `[data-keep-clear]`. */
  keepClearOf?: string;
};

/** Whether any element matching `selector` shows under `button` (its box overlaps the button's). */
function coversAny(button: HTMLElement, selector: string): boolean {
  const box = button.getBoundingClientRect();
  for (const element of document.querySelectorAll(selector)) {
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top) return true;
  }
  return false;
}

export function BackToTop({ label, threshold = 200, focusTargetId, className, keepClearOf }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);

  // While shown: check after every scroll (the page's or a table's sideways), resize and change of the page's size.
  useEffect(() => {
    if (!visible || !keepClearOf) {
      setCovering(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      if (button.current) setCovering(coversAny(button.current, keepClearOf));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
    };
  }, [visible, keepClearOf]);

  if (!visible) return null;

  const goTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    target?.focus({ preventScroll: true });
  };

  return (
    <button
      ref={button}
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      // Over content it must keep clear of: out of sight and of the keyboard's reach, but still laid out, so it can
      // tell when that content has scrolled on.
      style={covering ? { visibility: 'hidden' } : undefined}
      aria-label={label}
      onClick={goTop}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
