import type { AddressBookEntry } from './AddressBookEntry.js';
import { addressBookKey } from './addressBookKey.js';

/** The book after an import, and what the import changed. */
export interface AddressBookMerge {
  entries: AddressBookEntry[];
  /** Entries the book did not have (another address, or the same address for another chain). */
  added: number;
  /** Entries of the book whose name the import changed (same address and chain, another name). */
  renamed: number;
}

/**
 * Adds imported entries to a book: an entry for an address and chain the book already has gives it the imported name
 * in place (an import is the newer word), any other is appended in the import's order. Neither list is changed.
 */
export function mergeAddressBook(
  entries: readonly AddressBookEntry[],
  imported: readonly AddressBookEntry[],
): AddressBookMerge {
  const merged = [...entries];
  const at = new Map(merged.map((entry, index) => [addressBookKey(entry.address, entry.chainId), index]));
  let added = 0;
  let renamed = 0;
  for (const entry of imported) {
    const key = addressBookKey(entry.address, entry.chainId);
    const index = at.get(key);
    if (index === undefined) {
      at.set(key, merged.length);
      merged.push(entry);
      added++;
    } else if (merged[index]?.name !== entry.name) {
      merged[index] = entry;
      renamed++;
    }
  }
  return { entries: merged, added, renamed };
}
