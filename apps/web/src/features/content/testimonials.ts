// Sample testimonials.
import type { MessageKey } from '../../i18n/MessageKey.js';

const ids = [1, 2, 3] as const;

export const testimonials: { text: MessageKey; name: MessageKey; org: MessageKey; seed: number }[] = ids.map((n) => ({
  text: `testimonials.t${n}Text`,
  name: `testimonials.t${n}Name`,
  org: `testimonials.t${n}Org`,
  seed: n + 10,
}));
