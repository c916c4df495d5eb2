import type { AddressBookEntry } from './AddressBookEntry.js';

/** Writes an address book as JSON: a list of `{ address, name, chainId? }`, which parseAddressBookJson reads back. */
export function addressBookToJson(entries: readonly AddressBookEntry[]): string {
  return JSON.stringify(
    entries.map((entry) =>
      entry.chainId === undefined
        ? { address: entry.address, name: entry.name }
        : { address: entry.address, name: entry.name, chainId: entry.chainId },
    ),
    null,
    2,
  );
}
