import { toCsv } from '../csv/toCsv.js';
import { ADDRESS_BOOK_CSV_COLUMNS } from './ADDRESS_BOOK_CSV_COLUMNS.js';
import type { AddressBookEntry } from './AddressBookEntry.js';

/**
 * Writes an address book as Safe{Wallet}'s CSV (`address,name,chainId`, CRLF), which its import reads. A name that a
 * spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`) gets a leading `'` (toCsv's guard), which
 * parseAddressBookCsv removes again. An entry for every chain has an empty chainId cell.
 */
export function addressBookToCsv(entries: readonly AddressBookEntry[]): string {
  return toCsv(
    entries.map((entry) => ({ address: entry.address, name: entry.name, chainId: entry.chainId ?? '' })),
    { columns: ADDRESS_BOOK_CSV_COLUMNS },
  );
}
