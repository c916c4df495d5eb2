import type { LineCells } from './LineCells.js';

/** The text of cell k of a line split by splitLine. */
export function cellText(text: string, cells: LineCells, k: number): string {
  return cells.strings[k] ?? text.slice(cells.starts[k], cells.ends[k]);
}
