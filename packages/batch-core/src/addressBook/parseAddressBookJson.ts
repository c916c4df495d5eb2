import { createListIssue } from '../nftLists/createListIssue.js';
import type { AddressBookEntry } from './AddressBookEntry.js';
import type { AddressBookImport } from './AddressBookImport.js';
import type { AddressBookIssue } from './AddressBookIssue.js';
import { readAddressBookEntry } from './readAddressBookEntry.js';

/**
 * Reads an address book from its JSON form (what addressBookToJson writes): a list of `{ address, name, chainId? }`
 * (`chainId` a number or a decimal string). Never throws on the text: text that is not JSON, or not a list, is one
 * `ADDRESS_BOOK_INVALID_JSON` error; each bad entry is an error whose `line` is its 1-based position in the list.
 */
export function parseAddressBookJson(text: string): AddressBookImport {
  let data: unknown;
  try {
    data = JSON.parse(typeof text === 'string' ? text : '');
  } catch (error) {
    const message = `Not JSON: ${error instanceof Error ? error.message : String(error)}`;
    return { entries: [], errors: [createListIssue('ADDRESS_BOOK_INVALID_JSON', 1, message)], ok: false };
  }
  if (!Array.isArray(data)) {
    const message = 'An address book in JSON is a list of { address, name, chainId? } entries.';
    return { entries: [], errors: [createListIssue('ADDRESS_BOOK_INVALID_JSON', 1, message)], ok: false };
  }
  const entries: AddressBookEntry[] = [];
  const errors: AddressBookIssue[] = [];
  const seen = new Map<string, number>();
  data.forEach((item: unknown, index) => {
    const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const entry = readAddressBookEntry(index + 1, fields.address, fields.name, fields.chainId, seen, errors);
    if (entry !== undefined) entries.push(entry);
  });
  return { entries, errors, ok: entries.length > 0 && errors.length === 0 };
}
