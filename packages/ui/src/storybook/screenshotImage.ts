// Stylised SVG mock-ups of the Tool page for sample screenshot slides.
export function screenshotImage(seed: number): string {
  const rows = Array.from({ length: 5 }, (_, i) => {
    const y = 150 + i * 44;
    const w = 120 + ((seed * 37 + i * 53) % 140);
    return `<rect x="40" y="${y}" width="${w}" height="14" rx="7" fill="#c5cadb"/><rect x="300" y="${y}" width="60" height="14" rx="7" fill="#a78bfa"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 420"><rect width="400" height="420" rx="24" fill="#0b1020"/><rect x="16" y="16" width="368" height="388" rx="16" fill="#f7f8fc"/><rect x="40" y="44" width="${140 + seed * 20}" height="22" rx="11" fill="#7b3fe4"/><rect x="40" y="88" width="320" height="36" rx="10" fill="#fff" stroke="#e3e6f0"/>${rows}<rect x="40" y="366" width="320" height="20" rx="10" fill="#22d3ee"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
