// Geometric cover for sample blog posts as an image URL (fixed 9:5 aspect).
import { svgDataUrl } from './svgDataUrl.js';

export function coverUrl(seed: number): string {
  const hue = (seed * 47) % 360;
  const lines = Array.from({ length: 6 }, (_, i) => 20 + i * 30 + (seed % 3) * 5)
    .map((y) => `<path d="M40 100 L 320 ${y}" stroke="hsl(${(hue + 120) % 360} 80% 70%)" stroke-width="2"/>`)
    .join('');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="400" viewBox="0 0 360 200"><rect width="360" height="200" fill="hsl(${hue} 55% 22%)"/>${lines}<circle cx="40" cy="100" r="16" fill="#22d3ee"/></svg>`,
  );
}
