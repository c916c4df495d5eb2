// Turn SVG markup into a data: URL usable as an <img> source (the ui cards take image URLs).
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
