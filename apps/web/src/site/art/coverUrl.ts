// Geometric cover for sample blog posts as an image URL (fixed 9:5 aspect), in the brand's colours: the deep navy of
// the hero, the purple-to-cyan accent on the fan-out lines; each post varies the composition, not the palette.
import { svgDataUrl } from './svgDataUrl.js';

export function coverUrl(seed: number): string {
  const count = 4 + (seed % 4);
  const sx = 30 + ((seed * 53) % 120);
  const sy = 40 + ((seed * 29) % 120);
  const lines = Array.from({ length: count }, (_, i) => {
    const y = 12 + (i * 176) / (count - 1);
    return `<path d="M${sx} ${sy} C ${sx + 90} ${sy}, 250 ${y}, 348 ${y}" stroke="url(#a)" stroke-width="2.5" fill="none" opacity="${0.55 + (0.45 * i) / count}"/>`;
  }).join('');
  const dots = Array.from(
    { length: count },
    (_, i) => `<circle cx="348" cy="${12 + (i * 176) / (count - 1)}" r="4" fill="#22d3ee"/>`,
  ).join('');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="400" viewBox="0 0 360 200"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1020"/><stop offset="1" stop-color="#151b3a"/></linearGradient><linearGradient id="a" x1="0" x2="1"><stop offset="0" stop-color="#7b3fe4"/><stop offset="1" stop-color="#22d3ee"/></linearGradient><radialGradient id="g" cx="${sx / 360}" cy="${sy / 200}" r="0.6"><stop offset="0" stop-color="#7b3fe4" stop-opacity="0.45"/><stop offset="1" stop-color="#7b3fe4" stop-opacity="0"/></radialGradient></defs><rect width="360" height="200" fill="url(#b)"/><rect width="360" height="200" fill="url(#g)"/>${lines}${dots}<circle cx="${sx}" cy="${sy}" r="14" fill="#7b3fe4"/><circle cx="${sx}" cy="${sy}" r="5" fill="#f4f6ff"/></svg>`,
  );
}
