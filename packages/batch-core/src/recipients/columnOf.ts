import type { LineCells } from './LineCells.js';

/** 1-based column of `offset` inside cell k (a materialised quoted cell points at its content's start). */
export function columnOf(cells: LineCells, k: number, offset: number, lineStart: number): number {
  const inText = cells.strings[k] === undefined ? offset : (cells.origins[k] ?? lineStart) + offset;
  return inText - lineStart + 1;
}
