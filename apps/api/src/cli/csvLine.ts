// One CSV record (RFC 4180, CRLF line end), every cell quoted and formula-safe.
import { csvCell } from './csvCell.js';

export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
