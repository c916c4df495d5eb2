// An imported address-book file read by its form: JSON (a `.json` name, or text starting with `[` or `{`) by batch-core
// parseAddressBookJson, anything else as CSV (Safe{Wallet}'s export) by parseAddressBookCsv.
import { type AddressBookImport, parseAddressBookCsv, parseAddressBookJson } from '@fanout/batch-core';

export function readAddressBookFile(name: string, text: string): AddressBookImport {
  const json = /\.json$/i.test(name) || /^\uFEFF?\s*[[{]/.test(text);
  return json ? parseAddressBookJson(text) : parseAddressBookCsv(text);
}
