// A round button 50 px from the bottom and right that appears once the page is scrolled and takes it back
// to the top (smoothly, unless reduced motion is asked for), then moves focus to the top of the page.
import { useEffect, useState } from 'react';
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
};

export function BackToTop({ label, threshold = 200, focusTargetId, className }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
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

  if (!visible) return null;

  const goTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    target?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-label={label}
      onClick={goTop}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
