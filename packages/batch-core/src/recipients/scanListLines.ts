import { isHeaderLine } from './isHeaderLine.js';
import type { LineCells } from './LineCells.js';
import { splitLine } from './splitLine.js';

/** A line refused or skipped before its cells are read, the same way in every list grammar. */
export type ListLineSkip = 'MALFORMED_QUOTE' | 'HEADER_SKIPPED';

const MALFORMED_QUOTE = 'A quoted cell is not closed on its line, or text follows its closing quote.';

/**
 * The line walk every list parser shares (recipients, NFT transfers): a leading BOM, CRLF/CR/LF line ends and blank
 * lines. Each line is split into `cells` (reused); a line with a broken quote is refused, and a first line with
 * content that reads as a column header (`headerMessage`) is skipped, each through `skip` with the line's text; every
 * other line goes to `read` with its 1-based number and its span in `input`.
 */
export function scanListLines(
  input: string,
  cells: LineCells,
  headerMessage: string,
  skip: (code: ListLineSkip, line: number, message: string, column: number | undefined, value: string) => void,
  read: (line: number, lineStart: number, lineEnd: number) => void,
): void {
  let seenContent = false;
  let pos = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 0;
  const length = input.length;
  while (pos <= length) {
    line++;
    const lineStart = pos;
    const lineEnd = splitLine(input, pos, cells);
    pos = lineEnd + (input.charCodeAt(lineEnd) === 13 && input.charCodeAt(lineEnd + 1) === 10 ? 2 : 1);
    if (cells.count === 0) continue;
    if (cells.badQuote >= 0) {
      skip('MALFORMED_QUOTE', line, MALFORMED_QUOTE, cells.badQuote - lineStart + 1, input.slice(lineStart, lineEnd));
      continue;
    }
    if (!seenContent) {
      seenContent = true;
      if (isHeaderLine(input, cells)) {
        skip('HEADER_SKIPPED', line, headerMessage, undefined, input.slice(lineStart, lineEnd));
        continue;
      }
    }
    read(line, lineStart, lineEnd);
  }
}
