// Rows to CSV (RFC 4180, CRLF line ends), every cell quoted and formula-safe.
import { csvCell } from './csvCell.js';

export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
