// A number that counts up over COUNTER_DURATION_MS once visible; shown at once under reduced motion.
import { usePrefersReducedMotion } from '@fanout/ui';
import { useEffect, useRef, useState } from 'react';
import { COUNTER_DURATION_MS } from '../content/COUNTERS.js';

interface CounterValueProps {
  value: number;
}

export function CounterValue({ value }: CounterValueProps) {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (reduced || typeof IntersectionObserver === 'undefined') {
      setShown(value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        setShown(Math.round(value * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    if (ref.current) observer.observe(ref.current);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, reduced]);
  return (
    <span ref={ref} className="counter-value">
      {shown.toLocaleString('en-US')}
    </span>
  );
}
