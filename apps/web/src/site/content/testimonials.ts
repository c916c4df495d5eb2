// Sample testimonials.
import type { MessageKey } from '../../i18n/MessageKey.js';

const people = ['miraOkafor', 'chenYu', 'lukasBrandt'] as const;

export const testimonials: { text: MessageKey; name: MessageKey; org: MessageKey; seed: number }[] = people.map(
  (person, index) => ({
    text: `testimonials.${person}.text`,
    name: `testimonials.${person}.name`,
    org: `testimonials.${person}.org`,
    seed: index + 11,
  }),
);
