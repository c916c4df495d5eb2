import type { CsvCell } from './CsvCell.js';
import type { ToCsvOptions } from './ToCsvOptions.js';

// Characters that make a spreadsheet read a cell as a formula (ASCII and fullwidth forms), plus tab and CR.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);

/** Prefixes a text cell that a spreadsheet would run as a formula with `'`, so it is shown, not evaluated. */
function neutralise(text: string): string {
  const first = text.trimStart().charAt(0);
  return FORMULA_STARTS.has(text.charAt(0)) || FORMULA_STARTS.has(first) ? `'${text}` : text;
}

function encode(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'string' ? neutralise(cell) : String(cell);
  return /[",;\r\n\t]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Writes rows as CSV (RFC 4180 quoting) that is safe to open in a spreadsheet: text cells starting with
 * `= + - @`, tab or CR (also after leading spaces, also fullwidth) get a leading `'` (CSV-injection guard).
 * Numbers and bigints are written as plain digits and never altered. Rows are arrays of cells, or objects
 * (then a header line with the column names comes first).
 */
export function toCsv(
  rows: readonly (readonly CsvCell[] | Readonly<Record<string, CsvCell>>)[],
  options: ToCsvOptions = {},
): string {
  const lineEnding = options.lineEnding ?? '\r\n';
  const lines: string[] = [];
  const firstObject = rows.find((row) => !Array.isArray(row)) as Readonly<Record<string, CsvCell>> | undefined;
  const columns = options.columns ?? (firstObject ? Object.keys(firstObject) : undefined);
  if (columns !== undefined && (firstObject !== undefined || options.columns !== undefined)) {
    lines.push(columns.map(encode).join(','));
  }
  for (const row of rows) {
    const cells: readonly CsvCell[] = Array.isArray(row)
      ? row
      : (columns ?? []).map((column) => (row as Readonly<Record<string, CsvCell>>)[column]);
    lines.push(cells.map(encode).join(','));
  }
  const body = lines.length > 0 ? lines.join(lineEnding) + lineEnding : '';
  return options.bom ? `\uFEFF${body}` : body;
}
