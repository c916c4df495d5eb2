import type { AddressBookEntry } from './AddressBookEntry.js';
import type { AddressBookIssue } from './AddressBookIssue.js';
import { addressBookKey } from './addressBookKey.js';
import { readAddressBookEntry } from './readAddressBookEntry.js';

/** What the member typed for one address-book entry (a form's fields, as text or numbers). */
export interface AddressBookInput {
  address: unknown;
  name: unknown;
  /** A chain id, or empty / undefined for every chain. */
  chainId?: unknown;
}

/**
 * Checks one entry the member adds or edits against the book, by the import's rules: a valid address (checksum when
 * mixed case), a non-empty name, a positive whole chain id or none, and no other entry for the same address and
 * chain (`ADDRESS_BOOK_DUPLICATE`, `otherLine` the 1-based position of that entry). `replacing`: the 0-based index of
 * the entry being edited, which may keep its own address.
 */
export function checkAddressBookEntry(
  entries: readonly AddressBookEntry[],
  input: AddressBookInput,
  replacing?: number,
): { entry: AddressBookEntry; issue?: undefined } | { entry?: undefined; issue: AddressBookIssue } {
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (index !== replacing) seen.set(addressBookKey(entry.address, entry.chainId), index + 1);
  });
  const errors: AddressBookIssue[] = [];
  const entry = readAddressBookEntry(entries.length + 1, input.address, input.name, input.chainId, seen, errors);
  return entry ? { entry } : { issue: errors[0] as AddressBookIssue };
}
