// The FAQ entries; the first is open at start (SPEC §4).
import type { FaqItem } from './FaqItem.js';

const topics = ['custody', 'recipientCap', 'cost', 'walletStorage', 'networks'] as const;

export const faqItems: FaqItem[] = topics.map((topic, index) => ({
  title: `faq.${topic}.question`,
  description: `faq.${topic}.answer`,
  active: index === 0,
}));
