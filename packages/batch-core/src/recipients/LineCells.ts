/**
 * The cells of one line, as spans, filled in place by splitLine (one instance is reused for a whole parse).
 * A cell normally spans `text[starts[k], ends[k])`; a quoted cell holding `""` escapes is materialised in
 * `strings[k]` instead (then starts/ends index that string). `origins[k]` is where the cell begins in the text.
 */
export interface LineCells {
  count: number;
  starts: number[];
  ends: number[];
  origins: number[];
  strings: (string | undefined)[];
  /** Offset of a quote that is not closed on its line or is followed by stray text; -1 when none. */
  badQuote: number;
}
