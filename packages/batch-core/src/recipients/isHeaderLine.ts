import type { LineCells } from './LineCells.js';

/** The first line with content is a header when no cell of it starts like an address or a number. */
export function isHeaderLine(text: string, cells: LineCells): boolean {
  for (let k = 0; k < cells.count; k++) {
    const source = cells.strings[k] ?? text;
    const start = cells.starts[k] ?? 0;
    const c = source.charCodeAt(start);
    if ((c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43) return false;
  }
  return cells.count > 0;
}
