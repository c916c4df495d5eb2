// The member's address book (issue 38): names for addresses, per chain or for every chain, kept in this browser's
// localStorage (as batch-core's JSON form) and nowhere else. Every tab sees the same book: a change in another tab
// arrives through the `storage` event. The rules (a valid address, a name, one entry per address and chain, an import
// merged by address and chain) are batch-core's; this module only keeps the list.
import { type AddressBookEntry, addressBookToJson, mergeAddressBook, parseAddressBookJson } from '@fanout/batch-core';
import { create } from 'zustand';

/** The localStorage key the book is kept under. */
export const ADDRESS_BOOK_STORAGE_KEY = 'fanout.addressBook';

interface AddressBookState {
  entries: AddressBookEntry[];
}

function read(): AddressBookEntry[] {
  try {
    const text = globalThis.localStorage?.getItem(ADDRESS_BOOK_STORAGE_KEY);
    return text ? parseAddressBookJson(text).entries : [];
  } catch {
    return [];
  }
}

export const useAddressBook = create<AddressBookState>(() => ({ entries: read() }));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === ADDRESS_BOOK_STORAGE_KEY || event.key === null) useAddressBook.setState({ entries: read() });
  });
}

function save(entries: AddressBookEntry[]): void {
  useAddressBook.setState({ entries });
  try {
    globalThis.localStorage?.setItem(ADDRESS_BOOK_STORAGE_KEY, addressBookToJson(entries));
  } catch {
    // A browser refusing storage (private mode, full): the book still holds for this visit.
  }
}

/** Adds `entry`, or puts it in place of the entry at `index` (an edit). Checked by batch-core checkAddressBookEntry. */
export function putAddressBookEntry(entry: AddressBookEntry, index?: number): void {
  const entries = [...useAddressBook.getState().entries];
  if (index === undefined || index < 0 || index >= entries.length) entries.push(entry);
  else entries[index] = entry;
  save(entries);
}

export function removeAddressBookEntry(index: number): void {
  save(useAddressBook.getState().entries.filter((_, i) => i !== index));
}

/** Merges imported entries into the book (batch-core mergeAddressBook): how many were added and renamed. */
export function importAddressBook(imported: readonly AddressBookEntry[]): { added: number; renamed: number } {
  const { entries, added, renamed } = mergeAddressBook(useAddressBook.getState().entries, imported);
  save(entries);
  return { added, renamed };
}
