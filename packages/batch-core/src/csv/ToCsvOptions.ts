/** Options of toCsv. */
export interface ToCsvOptions {
  /** For object rows: the columns to write, in order (default: the first row's keys). A header line is written. */
  columns?: readonly string[];
  /** Line ending after every row (default CRLF, as RFC 4180 and spreadsheets expect). */
  lineEnding?: '\r\n' | '\n';
  /** Start with a UTF-8 byte-order mark so older Excel versions read non-ASCII text correctly (default false). */
  bom?: boolean;
}
