// The nine sample review cards (SPEC §2 Review): rating, title, text, name, org, image seed. Nine different people;
// the three who also give a testimonial keep the face they have there.
import type { ContentTextKey } from './contentText.js';
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
  title: ContentTextKey;
  text: ContentTextKey;
  name: ContentTextKey;
  org: ContentTextKey;
  seed: number;
}[] = reviewers.map((person, index) => {
  const n = index + 1;
  const quoted = testimonials[index];
  return {
    rating: n % 4 === 0 ? 4 : 5,
    title: `reviews.${person}.title` as ContentTextKey,
    text: `reviews.${person}.text` as ContentTextKey,
    name: quoted?.name ?? (`reviews.${person}.name` as ContentTextKey),
    org: quoted?.org ?? (`reviews.${person}.org` as ContentTextKey),
    seed: quoted?.seed ?? n + 20,
  };
});
