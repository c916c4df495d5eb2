// FAQ accordion: one item open at a time, the first open at start, clicking the open item closes it,
// opening and closing over 0.3 s. Arrow keys, Home and End move between the questions.
import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ACCORDION_DURATION_MS } from './ACCORDION_DURATION_MS';
import styles from './Accordion.module.css';

export type AccordionItem = {
  /** Stable identity of the item (defaults to its position). */
  id?: string;
  title: ReactNode;
  content: ReactNode;
};

export type AccordionProps = {
  items: AccordionItem[];
  /** Index open at start; 0 (the first) by default, null for all closed. */
  defaultOpenIndex?: number | null;
  /** Heading level of the item titles; h3 by default. */
  headingLevel?: 2 | 3 | 4;
  onOpenChange?: (openIndex: number | null) => void;
  className?: string;
};

export function Accordion({ items, defaultOpenIndex = 0, headingLevel = 3, onOpenChange, className }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) => {
    const next = openIndex === index ? null : index;
    setOpenIndex(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div
      className={[styles.accordion, className].filter(Boolean).join(' ')}
      style={{ '--accordion-duration': `${ACCORDION_DURATION_MS}ms` } as CSSProperties}
    >
      {items.map((item, index) => {
        const open = openIndex === index;
        const key = item.id ?? String(index);
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={key} className={styles.item} data-state={open ? 'open' : 'closed'}>
            <Heading className={styles.heading}>
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                id={triggerId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            {/* Closed panels stay in the DOM (so they can animate) but are inert and hidden from assistive tech. */}
            <section
              id={panelId}
              aria-labelledby={triggerId}
              className={styles.panel}
              data-state={open ? 'open' : 'closed'}
              aria-hidden={!open}
              inert={!open}
            >
              <div className={styles.panelInner}>
                <div className={styles.content}>{item.content}</div>
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
