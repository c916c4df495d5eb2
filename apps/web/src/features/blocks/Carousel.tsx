// A scroll-snap carousel that advances on its own (paused on hover, focus and under reduced motion).
import { usePrefersReducedMotion } from '@fanout/ui';
import { Children, type ReactNode, useEffect, useRef, useState } from 'react';

interface CarouselProps {
  children: ReactNode;
  intervalMs: number;
  label: string;
  /** CSS class that sets how many items show per width. */
  className?: string;
}

export function Carousel({ children, intervalMs, label, className = '' }: CarouselProps) {
  const reduced = usePrefersReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const count = Children.count(children);
  useEffect(() => {
    if (reduced || paused || count < 2) return;
    const timer = setInterval(() => {
      const element = track.current;
      // Old engines (and jsdom) have no element.scrollTo: the carousel then simply stays put.
      if (!element || typeof element.scrollTo !== 'function') return;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
      const item = element.firstElementChild as HTMLElement | null;
      element.scrollTo({
        left: atEnd ? 0 : element.scrollLeft + (item?.offsetWidth ?? element.clientWidth),
        behavior: 'smooth',
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [reduced, paused, count, intervalMs]);
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel-track" ref={track}>
        {Children.map(children, (child) => (
          <div className="carousel-item">{child}</div>
        ))}
      </div>
    </section>
  );
}
