import type { LineCells } from './LineCells.js';

/** An empty LineCells for splitLine to fill (one per parse, reused line after line). */
export function createLineCells(): LineCells {
  return { count: 0, starts: [], ends: [], origins: [], strings: [], badQuote: -1 };
}
