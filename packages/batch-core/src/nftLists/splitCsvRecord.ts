// Splits one line of a delimited file into cells, keeping empty cells (a Safe CSV Airdrop file has some).

/** The cells of one record: their trimmed text and 0-based start offsets in the text. */
export interface CsvRecord {
  cells: string[];
  starts: number[];
  /** Offset of a quote not closed on its line or followed by stray text; -1 when none. */
  badQuote: number;
}

const LF = 10;
const CR = 13;
const QUOTE = 34;

/** Spaces, tabs (unless tab is the delimiter), no-break spaces and the zero-width characters copied text carries. */
function isPadding(c: number, delimiter: number): boolean {
  if (c === delimiter) return false;
  return (
    c === 32 ||
    c === 9 ||
    c === 0xa0 ||
    c === 0x3000 ||
    c === 0x200b ||
    c === 0x200c ||
    c === 0x200d ||
    c === 0x2060 ||
    c === 0xfeff
  );
}

/**
 * Reads the record starting at `pos` into `record` and returns where its line ends (a CR, an LF or the end).
 * RFC 4180 quoting (`"a,b"`, `""` for a quote) with cells trimmed; a quoted cell ends on its line, as in
 * parseRecipients (no field of these files holds a line break), else `badQuote` is set.
 */
export function splitCsvRecord(text: string, pos: number, delimiter: number, record: CsvRecord): number {
  const length = text.length;
  record.cells.length = 0;
  record.starts.length = 0;
  record.badQuote = -1;
  let i = pos;
  for (;;) {
    while (i < length && isPadding(text.charCodeAt(i), delimiter)) i++;
    let c = i < length ? text.charCodeAt(i) : LF;
    if (c === QUOTE) {
      const open = i;
      i++;
      let value = '';
      let segment = i;
      let closed = false;
      while (i < length) {
        c = text.charCodeAt(i);
        if (c === QUOTE) {
          if (text.charCodeAt(i + 1) === QUOTE) {
            value += text.slice(segment, i + 1);
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
      value += text.slice(segment, i);
      const trimmed = value.trim();
      record.cells.push(trimmed);
      // where the trimmed content starts (exact unless a "" escape comes before it)
      record.starts.push(open + 1 + (trimmed === '' ? 0 : value.indexOf(trimmed)));
      if (!closed) record.badQuote = open;
      else {
        i++;
        while (i < length && isPadding(text.charCodeAt(i), delimiter)) i++;
        c = i < length ? text.charCodeAt(i) : LF;
        if (c !== delimiter && c !== LF && c !== CR) record.badQuote = i;
      }
      if (record.badQuote >= 0) {
        while (i < length && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR) i++;
        return i;
      }
    } else {
      const start = i;
      while (i < length) {
        c = text.charCodeAt(i);
        if (c === delimiter || c === LF || c === CR) break;
        i++;
      }
      let end = i;
      while (end > start && isPadding(text.charCodeAt(end - 1), delimiter)) end--;
      record.cells.push(text.slice(start, end));
      record.starts.push(start);
    }
    if (i >= length) return i;
    c = text.charCodeAt(i);
    if (c === LF || c === CR) return i;
    i++; // the delimiter
  }
}
