// The nine sample review cards (SPEC §2 Review): rating, title, text, name, org, image seed.
import type { MessageKey } from '../../i18n/MessageKey.js';

const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const people = [1, 2, 3] as const;

export const reviews: {
  rating: number;
  title: MessageKey;
  text: MessageKey;
  name: MessageKey;
  org: MessageKey;
  seed: number;
}[] = ids.map((n) => {
  const person = people[(n - 1) % people.length] ?? 1;
  return {
    rating: n % 4 === 0 ? 4 : 5,
    title: `review.r${n}Title`,
    text: `review.r${n}Text`,
    name: `testimonials.t${person}Name`,
    org: `testimonials.t${person}Org`,
    seed: n + 20,
  };
});
