// The FAQ data as the ui Accordion: one open at a time, the `active` item open at start.
import { Accordion } from '@fanout/ui';
import { useContentText } from '../content/contentText.js';
import type { FaqItem } from '../content/FaqItem.js';

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const t = useContentText();
  const open = items.findIndex((item) => item.active);
  return (
    <div className="faq">
      <Accordion
        defaultOpenIndex={open < 0 ? null : open}
        items={items.map((item) => ({ id: item.title, title: t(item.title), content: <p>{t(item.description)}</p> }))}
      />
    </div>
  );
}
