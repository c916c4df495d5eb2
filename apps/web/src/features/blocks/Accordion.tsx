// FAQ accordion (SPEC §4): one item open at a time, the active one open at start, clicking an open item closes it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '../content/FaqItem.js';

interface AccordionProps {
  items: FaqItem[];
}

export function Accordion({ items }: AccordionProps) {
  const { t } = useTranslation();
  const base = useId();
  const [open, setOpen] = useState(() => items.findIndex((item) => item.active));
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const isOpen = open === index;
        return (
          <div key={item.title} className={`accordion-item${isOpen ? ' is-open' : ''}`}>
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={`${base}-${index}`}
                onClick={() => setOpen(isOpen ? -1 : index)}
              >
                {t(item.title)}
              </button>
            </h3>
            <div id={`${base}-${index}`} className="accordion-panel" hidden={!isOpen}>
              <p>{t(item.description)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
