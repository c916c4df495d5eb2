// Geometric SVG covers for sample blog posts (data URIs, a few hundred bytes each).
const PALETTES = [
  ['#7b3fe4', '#22d3ee', '#0b1020'],
  ['#4f46e5', '#a78bfa', '#151b3a'],
  ['#0891b2', '#7b3fe4', '#0b1020'],
] as const;

export function coverImage(seed: number): string {
  const [a, b, bg] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const lines = Array.from({ length: 7 }, (_, i) => {
    const y = 40 + i * 53;
    return `<path d="M90 200 L520 ${y}" stroke="${i % 2 ? a : b}" stroke-width="3" stroke-linecap="round"/><circle cx="520" cy="${y}" r="9" fill="${i % 2 ? a : b}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="${bg}"/><circle cx="90" cy="200" r="34" fill="${a}"/>${lines}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
