// Splits one line of a pasted list or CSV file into cells, scanning char codes (no regex, no split()).
import type { LineCells } from './LineCells.js';

const LF = 10;
const CR = 13;
const QUOTE = 34;

/** Separators between cells: comma, semicolon, tab, spaces, and their fullwidth / CJK forms (typed with an IME). */
function isSeparator(c: number): boolean {
  if (c < 0x80) return c === 44 || c === 32 || c === 9 || c === 59;
  return (
    c === 0xa0 || // no-break space
    c === 0x3000 || // ideographic space
    c === 0xff0c || // fullwidth comma
    c === 0xff1b || // fullwidth semicolon
    c === 0x3001 || // ideographic comma
    c === 0x2009 || // thin space
    c === 0x202f // narrow no-break space
  );
}

/** Zero-width characters that ride along with copied text: dropped at cell edges, an error inside a cell. */
function isInvisible(c: number): boolean {
  return c === 0x200b || c === 0xfeff || c === 0x200c || c === 0x200d || c === 0x2060;
}

function isPadding(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0 || c === 0x3000 || c === 0x2009 || c === 0x202f || isInvisible(c);
}

function push(cells: LineCells, start: number, end: number, origin: number, value: string | undefined): void {
  const k = cells.count++;
  cells.starts[k] = start;
  cells.ends[k] = end;
  cells.origins[k] = origin;
  cells.strings[k] = value;
}

/**
 * Reads the line starting at `pos` into `cells` and returns the index where it ends (a CR, an LF, or the text's end).
 * Any run of separators counts as one, so empty cells vanish. A cell starting with `"` is a CSV quoted cell
 * (separators inside it are text, `""` is a quote); quoted cells end at the line's end.
 */
export function splitLine(text: string, pos: number, cells: LineCells): number {
  const length = text.length;
  cells.count = 0;
  cells.badQuote = -1;
  let i = pos;
  for (;;) {
    let c = 0;
    while (i < length) {
      c = text.charCodeAt(i);
      if (c === LF || c === CR || !(isSeparator(c) || isInvisible(c))) break;
      i++;
    }
    if (i >= length || c === LF || c === CR) return i;
    if (c !== QUOTE) {
      const start = i;
      while (i < length) {
        c = text.charCodeAt(i);
        if (c === LF || c === CR || isSeparator(c)) break;
        i++;
      }
      let end = i;
      while (end > start && isInvisible(text.charCodeAt(end - 1))) end--;
      push(cells, start, end, start, undefined);
      continue;
    }
    const open = i;
    i++;
    let segment = i;
    let unescaped: string | undefined;
    let closed = false;
    while (i < length) {
      c = text.charCodeAt(i);
      if (c === QUOTE) {
        if (text.charCodeAt(i + 1) === QUOTE) {
          unescaped = (unescaped ?? '') + text.slice(segment, i + 1);
          i += 2;
          segment = i;
          continue;
        }
        closed = true;
        break;
      }
      if (c === LF || c === CR) break;
      i++;
    }
    const contentEnd = i;
    if (!closed) {
      cells.badQuote = open;
    } else {
      i++;
      if (i < length) {
        c = text.charCodeAt(i);
        if (c !== LF && c !== CR && !isSeparator(c) && !isInvisible(c)) cells.badQuote = i;
      }
    }
    if (unescaped !== undefined) {
      const value = (unescaped + text.slice(segment, contentEnd)).trim();
      push(cells, 0, value.length, open + 1, value);
    } else {
      let start = open + 1;
      let end = contentEnd;
      while (start < end && isPadding(text.charCodeAt(start))) start++;
      while (end > start && isPadding(text.charCodeAt(end - 1))) end--;
      push(cells, start, end, start, undefined);
    }
    if (cells.badQuote >= 0) {
      // The rest of the line cannot be read reliably: stop here, the caller reports the quote.
      while (i < length) {
        c = text.charCodeAt(i);
        if (c === LF || c === CR) break;
        i++;
      }
      return i;
    }
  }
}
