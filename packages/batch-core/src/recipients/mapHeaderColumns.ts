// Reads a spreadsheet's CSV by its header (`name,address,amount`, any order, extra columns): each line is rewritten
// to `address,amount` from the named columns, line for line, so parseRecipients' line numbers stay the file's.

/** Header names read as the recipient's address (compared lower-case, without spaces, `_` or `-`). */
const ADDRESS_NAMES = new Set([
  'address',
  'addr',
  'wallet',
  'walletaddress',
  'recipient',
  'recipientaddress',
  'to',
  'account',
  '地址',
  '钱包地址',
  '收款地址',
  '钱包',
]);
/** Header names read as the amount. */
const AMOUNT_NAMES = new Set(['amount', 'value', 'quantity', 'qty', 'tokens', 'sum', '金额', '数量', '数额']);

const DELIMITERS = [',', '\t', ';'] as const;

export interface HeaderColumns {
  /** 0-based index of the address column in the header. */
  address: number;
  /** 0-based index of the amount column in the header. */
  amount: number;
  /** The header's cell separator. */
  delimiter: string;
  /** The header's cells as written. */
  header: string[];
}

export interface MappedColumns {
  /** The list as `address,amount` lines (same line count and order; the header line becomes `address,amount`). */
  text: string;
  columns: HeaderColumns;
}

function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/** Splits one CSV line at `delimiter`, honouring double quotes (`""` inside quotes is a quote). */
function splitCells(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** A cell written back so parseRecipients reads it as one cell. */
function quote(cell: string): string {
  return /[\s,;"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The header's address and amount columns, when the first line with content is such a header; else null. */
function findHeaderColumns(text: string): HeaderColumns | null {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const first = lines.find((line) => line.trim() !== '');
  if (first === undefined) return null;
  const delimiter = DELIMITERS.find((candidate) => first.includes(candidate));
  if (delimiter === undefined) return null;
  const header = splitCells(first, delimiter);
  const names = header.map(normalise);
  const address = names.findIndex((name) => ADDRESS_NAMES.has(name));
  const amount = names.findIndex((name) => AMOUNT_NAMES.has(name));
  if (address < 0 || amount < 0) return null;
  return { address, amount, delimiter, header };
}

/**
 * Rewrites a CSV with a header naming its address and amount columns to `address,amount` lines. Returns null when
 * the text has no such header, or when it is already `address,amount` (nothing to map).
 */
export function mapHeaderColumns(text: string): MappedColumns | null {
  const columns = findHeaderColumns(text);
  if (columns === null) return null;
  if (columns.address === 0 && columns.amount === 1 && columns.header.length === 2 && columns.delimiter === ',') {
    return null;
  }
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  let headerSeen = false;
  const mapped = lines.map((line) => {
    if (line.trim() === '') return '';
    if (!headerSeen) {
      headerSeen = true;
      return 'address,amount';
    }
    const cells = splitCells(line, columns.delimiter);
    const address = cells[columns.address] ?? '';
    const amount = cells[columns.amount] ?? '';
    return address === '' && amount === '' ? '' : `${quote(address)},${quote(amount)}`;
  });
  return { text: mapped.join('\n'), columns };
}
