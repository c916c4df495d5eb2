import { createListIssue } from '../nftLists/createListIssue.js';
import { headerDelimiter } from '../nftLists/headerDelimiter.js';
import { type CsvRecord, splitCsvRecord } from '../nftLists/splitCsvRecord.js';
import type { AddressBookEntry } from './AddressBookEntry.js';
import type { AddressBookImport } from './AddressBookImport.js';
import type { AddressBookIssue } from './AddressBookIssue.js';
import { readAddressBookEntry } from './readAddressBookEntry.js';

const LF = 10;
const CR = 13;

/**
 * Reads an address book from CSV: Safe{Wallet}'s export (`address,name,chainId`) or any file whose header names an
 * `address` and a `name` column (`chainId` optional; columns in any order and letter case; `,` `;` or tab; RFC 4180
 * quotes; BOM; blank lines skipped). Never throws on the text: each bad row is an error with its line (bad address,
 * empty name, bad chain id, the same address twice for one chain) and the other rows are kept.
 */
export function parseAddressBookCsv(text: string): AddressBookImport {
  const input = typeof text === 'string' ? text : '';
  const entries: AddressBookEntry[] = [];
  const errors: AddressBookIssue[] = [];
  const seen = new Map<string, number>();
  const record: CsvRecord = { cells: [], starts: [], badQuote: -1 };
  let pos = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 0;
  let delimiter = 44;
  let columns: { address: number; name: number; chainId: number } | undefined;
  while (pos <= input.length) {
    line++;
    const lineStart = pos;
    let lineEnd = splitCsvRecord(input, pos, delimiter, record);
    pos = lineEnd + (input.charCodeAt(lineEnd) === CR && input.charCodeAt(lineEnd + 1) === LF ? 2 : 1);
    if (record.badQuote < 0 && record.cells.every((cell) => cell === '')) continue;
    if (columns === undefined) {
      delimiter = headerDelimiter(input.slice(lineStart, lineEnd));
      lineEnd = splitCsvRecord(input, lineStart, delimiter, record);
      const names = record.cells.map((cell) => cell.toLowerCase().replace(/[\s_]/g, ''));
      const address = names.indexOf('address');
      const name = names.indexOf('name');
      if (address < 0 || name < 0) {
        const message = 'The first line must name the columns: address,name (and chainId, as Safe{Wallet} writes).';
        errors.push(createListIssue('ADDRESS_BOOK_HEADER', line, message, { value: input.slice(lineStart, lineEnd) }));
        break;
      }
      columns = { address, name, chainId: names.indexOf('chainid') };
      continue;
    }
    if (record.badQuote >= 0) {
      const message = 'A quoted cell is not closed on its line, or text follows its closing quote.';
      errors.push(
        createListIssue('MALFORMED_QUOTE', line, message, {
          column: record.badQuote - lineStart + 1,
          value: input.slice(lineStart, lineEnd),
        }),
      );
      continue;
    }
    const cell = (k: number) => (k < 0 ? undefined : (record.cells[k] ?? ''));
    const entry = readAddressBookEntry(
      line,
      cell(columns.address),
      cell(columns.name),
      cell(columns.chainId),
      seen,
      errors,
    );
    if (entry !== undefined) entries.push(entry);
  }
  return { entries, errors, ok: entries.length > 0 && errors.length === 0 };
}
