// A number that counts up from 0 to its value over 2 s once it scrolls into view. Screen readers get the
// final value straight away; under prefers-reduced-motion (or without IntersectionObserver) it shows the value at once.
import { useEffect, useRef, useState } from 'react';
import hidden from '../a11y/VisuallyHidden.module.css';
import { usePrefersReducedMotion } from '../media/usePrefersReducedMotion';
import { COUNTER_DURATION_MS } from './COUNTER_DURATION_MS';
import styles from './Counter.module.css';

export type CounterProps = {
  value: number;
  duration?: number;
  /** Display format; grouped digits ("21,023") by default. */
  format?: (value: number) => string;
  className?: string;
};

const grouped = new Intl.NumberFormat('en');
const defaultFormat = (value: number) => grouped.format(value);

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

export function Counter({ value, duration = COUNTER_DURATION_MS, format = defaultFormat, className }: CounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(0);
  const [started, setStarted] = useState(false);
  const canAnimate = !reducedMotion && typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!canAnimate || started) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setStarted(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAnimate, started]);

  useEffect(() => {
    if (!canAnimate || !started) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [canAnimate, started, value, duration]);

  const display = canAnimate ? shown : value;
  return (
    <span ref={ref} className={[styles.counter, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" data-testid="counter-display">
        {format(display)}
      </span>
      <span className={hidden.hidden}>{format(value)}</span>
    </span>
  );
}
