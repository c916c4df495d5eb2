// Sample testimonials.
import type { ContentTextKey } from './contentText.js';

const people = ['miraOkafor', 'chenYu', 'lukasBrandt'] as const;

export const testimonials: { text: ContentTextKey; name: ContentTextKey; org: ContentTextKey; seed: number }[] =
  people.map((person, index) => ({
    text: `testimonials.${person}.text`,
    name: `testimonials.${person}.name`,
    org: `testimonials.${person}.org`,
    seed: index + 11,
  }));
