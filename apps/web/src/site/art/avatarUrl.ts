// Abstract avatar for sample people as an image URL: shapes and colours derived from a seed.
import { svgDataUrl } from './svgDataUrl.js';

const PALETTE = ['#7b3fe4', '#22d3ee', '#4f46e5', '#0ea5a4', '#9333ea', '#0284c7'];

export function avatarUrl(seed: number): string {
  const a = PALETTE[seed % PALETTE.length];
  const b = PALETTE[(seed * 7 + 3) % PALETTE.length];
  const cx = 30 + ((seed * 13) % 40);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 100 100"><rect width="100" height="100" fill="${a}"/><circle cx="${cx}" cy="40" r="18" fill="#fff" opacity="0.9"/><path d="M18 100 C 26 62, 74 62, 82 100 Z" fill="${b}"/></svg>`,
  );
}
