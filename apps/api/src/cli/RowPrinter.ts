// Prints rows as they come, in batches, as a table, JSON array or CSV: an export of any size is written piece by
// piece, each piece awaited, so it runs in constant memory and at the pace of whoever reads the output.
import { csvLine } from './csvLine.js';
import { terminalSafe } from './terminalSafe.js';

/** Where the CLI writes; a returned promise holds the next write back until the reader has caught up. */
export type Out = (text: string) => void | Promise<void>;
export type Format = 'table' | 'json' | 'csv';

const TABLE_CELL_MAX = 60;
// What JSON.stringify leaves raw but a terminal would act on or reorder (C1 controls, bidi, line separators).
const jsonUnsafe = /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

function tableCell(v: unknown): string {
  const text = v instanceof Date ? v.toISOString() : String(v ?? '');
  return terminalSafe(text.slice(0, TABLE_CELL_MAX));
}

function jsonRow(row: Record<string, unknown>): string {
  // Escape first: U+2028/U+2029 are line terminators to the `m` flag, so indenting first put spaces after them.
  return JSON.stringify(row, null, 2)
    .replace(jsonUnsafe, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/^/gm, '  ');
}

export class RowPrinter {
  readonly #out: Out;
  readonly #format: Format;
  readonly #columns: string[];
  #count = 0;
  #started = false;

  constructor(out: Out, format: Format, columns: string[]) {
    this.#out = out;
    this.#format = format;
    this.#columns = columns;
  }

  #head(): string {
    if (this.#started) return '';
    this.#started = true;
    if (this.#format === 'json') return '[';
    if (this.#format === 'csv') return csvLine(this.#columns);
    return `${this.#columns.join('\t')}\n`;
  }

  async write(rows: Record<string, unknown>[]): Promise<void> {
    let text = this.#head();
    for (const row of rows) {
      if (this.#format === 'json') text += `${this.#count === 0 ? '\n' : ',\n'}${jsonRow(row)}`;
      else if (this.#format === 'csv') text += csvLine(this.#columns.map((c) => row[c]));
      else text += `${this.#columns.map((c) => tableCell(row[c])).join('\t')}\n`;
      this.#count++;
    }
    await this.#out(text);
  }

  /** @param more rows beyond the limit exist: the table says so; JSON and CSV stay clean and stderr says it. */
  async end(more = false): Promise<void> {
    let text = this.#head();
    if (this.#format === 'json') text += this.#count === 0 ? ']\n' : '\n]\n';
    else if (this.#format === 'table') {
      text += more ? `(${this.#count} rows; more exist: raise --limit)\n` : `(${this.#count} rows)\n`;
    }
    if (more && this.#format !== 'table')
      process.stderr.write(`${this.#count} rows shown; more exist: raise --limit\n`);
    await this.#out(text);
  }
}
