// The FAQ entries; the first is open at start (SPEC §4).
import type { FaqItem } from './FaqItem.js';

const ids = [1, 2, 3, 4, 5] as const;

export const faqItems: FaqItem[] = ids.map((n) => ({
  title: `faq.q${n}`,
  description: `faq.a${n}`,
  active: n === 1,
}));
