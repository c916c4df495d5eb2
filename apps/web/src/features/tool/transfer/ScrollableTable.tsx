// A table wider than the screen (the cost per transaction at 375 px) scrolls sideways inside its frame: while it
// overflows, a "Scroll sideways →" hint shows above it and its right edge is shaded until the end is reached; the frame
// is a labelled section, which the keyboard can reach and scroll while it overflows. The back-to-top button never
// covers it (`data-keep-clear`, PageFrame).
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTransferText } from './transferText.js';

interface Overflow {
  /** The table is wider than its frame. */
  wide: boolean;
  /** Scrolled to its right end. */
  atEnd: boolean;
}

export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const t = useTransferText();
  const frame = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ wide: false, atEnd: true });
  useEffect(() => {
    const wrap = frame.current;
    if (!wrap) return;
    const update = () => {
      const wide = wrap.scrollWidth > wrap.clientWidth + 1;
      const atEnd = wrap.scrollLeft + wrap.clientWidth >= wrap.scrollWidth - 1;
      setOverflow((was) => (was.wide === wide && was.atEnd === atEnd ? was : { wide, atEnd }));
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(wrap);
    if (wrap.firstElementChild) resized.observe(wrap.firstElementChild);
    wrap.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      wrap.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <div className="tool-scroll">
      {/* Only while there is more to the right: at the end, nothing is left to scroll to. */}
      {overflow.wide && !overflow.atEnd ? (
        <p className="tool-scroll-hint" data-testid="scroll-hint" aria-hidden="true">
          {t('scrollHint')}
        </p>
      ) : null}
      <div className="tool-scroll-frame" data-fade={overflow.wide && !overflow.atEnd ? '' : undefined}>
        <section
          ref={frame}
          className="tool-table-wrap"
          data-keep-clear=""
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard.
          tabIndex={overflow.wide ? 0 : undefined}
          aria-label={label}
        >
          {children}
        </section>
      </div>
    </div>
  );
}
