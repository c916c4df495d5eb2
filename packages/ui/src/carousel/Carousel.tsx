// A looping carousel on Embla: items per view by breakpoint, autoplay that pauses on hover, on focus and by
// the pause button, previous/next buttons and dots. Under prefers-reduced-motion it never autoplays and jumps.
import useEmblaCarousel from 'embla-carousel-react';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../media/afterNextPaint';
import { useBreakpointValue } from '../media/useBreakpointValue';
import { usePrefersReducedMotion } from '../media/usePrefersReducedMotion';
import styles from './Carousel.module.css';

export type CarouselLabels = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Name of a dot, e.g. n => `Go to slide ${n}`. */
  goTo: (slide: number) => string;
  /** Name of a slide, e.g. (n, total) => `${n} of ${total}`. */
  slide: (slide: number, total: number) => string;
};

export type CarouselProps = {
  children: ReactNode[];
  /** Accessible name of the carousel, e.g. "Screenshots". */
  label: string;
  labels: CarouselLabels;
  /** Items per view by min-width in px; see CAROUSEL_PRESETS. */
  perView?: Record<number, number>;
  gap?: number;
  /** Autoplay delay in ms. */
  delay?: number;
  autoplay?: boolean;
  loop?: boolean;
  pauseOnHover?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  className?: string;
};

/**
 * The scroll positions Embla finds for `slides` equal slides, `perView` at a time, aligned to the start: one when
 * all are in view; with loop, one per slide; otherwise as many as the trimmed positions.
 */
function expectedSnapCount(slides: number, perView: number, loop: boolean): number {
  if (slides <= perView) return 1;
  return loop ? slides : slides - perView + 1;
}

export function Carousel({
  children,
  label,
  labels,
  perView = { 0: 1 },
  gap = 24,
  delay = 5000,
  autoplay = true,
  loop = true,
  pauseOnHover = true,
  showArrows = true,
  showDots = true,
  className,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const itemsPerView = useBreakpointValue(perView);
  // Embla measures every slide when it starts, which forces a layout of the whole page: it gets the viewport (and
  // starts) once the carousel comes near the screen; until then the slides simply sit in a row, as CSS lays them out.
  const [active, setActive] = useState(false);
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start', slidesToScroll: 1 });
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function') return afterNextPaint(() => setActive(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setActive(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  const [selected, setSelected] = useState(0);
  // Until Embla has measured, the dots are the number of positions it will find, so a dot a keyboard user has
  // focused is not taken away from under them when it starts (every slide in view: one position, no dots).
  const [measuredSnaps, setSnapCount] = useState<number | null>(null);
  const snapCount = measuredSnaps ?? expectedSnapCount(children.length, itemsPerView, loop);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotationRef = useRef<HTMLButtonElement>(null);

  const canAutoplay = autoplay && !reducedMotion && children.length > itemsPerView;
  const playing = canAutoplay && !userPaused && !(pauseOnHover && hovered);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  // Slide widths come from CSS; Embla must re-measure when the number per view changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsPerView is the trigger, not an input
  useEffect(() => {
    api?.reInit();
  }, [api, itemsPerView]);

  useEffect(() => {
    if (!api || !playing) return;
    const timer = setInterval(() => api.scrollNext(), delay);
    return () => clearInterval(timer);
  }, [api, playing, delay]);

  const previous = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  return (
    <section
      ref={rootRef}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--carousel-per-view': itemsPerView, '--carousel-gap': `${gap}px` } as CSSProperties}
      data-per-view={itemsPerView}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // As in the WAI-ARIA carousel pattern, focus entering the slides or arrows stops rotation until
      // the visitor presses play again.
      onFocus={(event) => {
        if (event.target !== rotationRef.current) setUserPaused(true);
      }}
    >
      <div className={styles.viewport} ref={active ? viewportRef : undefined}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {children.map((child, index) => (
            // The WAI-ARIA carousel pattern names each slide as a group; a fieldset would mean a form.
            // biome-ignore lint/a11y/useSemanticElements: slide groups per the WAI-ARIA carousel pattern
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, children.length)}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      {showArrows || showDots || canAutoplay ? (
        <div className={styles.controls}>
          {canAutoplay ? (
            <button
              ref={rotationRef}
              type="button"
              className={styles.button}
              aria-label={userPaused ? labels.play : labels.pause}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                {userPaused ? (
                  <path d="M6 4l10 6-10 6z" fill="currentColor" />
                ) : (
                  <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          {showArrows ? (
            <button type="button" className={styles.button} aria-label={labels.previous} onClick={previous}>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
          {showDots && snapCount > 1 ? (
            <ul className={styles.dots}>
              {Array.from({ length: snapCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position
                <li key={index}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={labels.goTo(index + 1)}
                    aria-current={index === selected}
                    onClick={() => api?.scrollTo(index, reducedMotion)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {showArrows ? (
            <button type="button" className={styles.button} aria-label={labels.next} onClick={next}>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
