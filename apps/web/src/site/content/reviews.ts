// The nine sample review cards (SPEC §2 Review): rating, title, text, name, org, image seed. Nine different people;
// the three who also give a testimonial keep the face they have there.
import type { MessageKey } from '../../i18n/MessageKey.js';
import { testimonials } from './testimonials.js';

// The first three are the people who give a testimonial.
const reviewers = [
  'miraOkafor',
  'chenYu',
  'lukasBrandt',
  'amaraDiallo',
  'jonasWeber',
  'sofiaMarquez',
  'liuYang',
  'danielOkoro',
  'hanaSato',
] as const;

export const reviews: {
  rating: number;
  title: MessageKey;
  text: MessageKey;
  name: MessageKey;
  org: MessageKey;
  seed: number;
}[] = reviewers.map((person, index) => {
  const n = index + 1;
  const quoted = testimonials[index];
  return {
    rating: n % 4 === 0 ? 4 : 5,
    title: `review.${person}.title` as MessageKey,
    text: `review.${person}.text` as MessageKey,
    name: quoted?.name ?? (`review.${person}.name` as MessageKey),
    org: quoted?.org ?? (`review.${person}.org` as MessageKey),
    seed: quoted?.seed ?? n + 20,
  };
});
