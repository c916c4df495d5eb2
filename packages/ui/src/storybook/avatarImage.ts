// Abstract SVG avatars for sample people (no photos of anyone real).
const COLOURS = ['#7b3fe4', '#0891b2', '#4f46e5', '#c026d3', '#0d9488', '#ea580c'] as const;

export function avatarImage(seed: number): string {
  const a = COLOURS[seed % COLOURS.length] ?? '#7b3fe4';
  const b = COLOURS[(seed + 2) % COLOURS.length] ?? '#22d3ee';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="100" cy="82" r="38" fill="#fff" fill-opacity=".85"/><path d="M34 200c8-44 34-66 66-66s58 22 66 66z" fill="#fff" fill-opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
