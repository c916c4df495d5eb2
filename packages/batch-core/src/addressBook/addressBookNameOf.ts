import type { AddressBookEntry } from './AddressBookEntry.js';

/**
 * The name the member gave `address` on `chainId`: the entry for that chain, else an entry for every chain (no
 * `chainId`), else undefined. Letter case of the address does not matter.
 */
export function addressBookNameOf(
  entries: readonly AddressBookEntry[],
  address: string,
  chainId?: number,
): string | undefined {
  const lower = address.toLowerCase();
  let anyChain: string | undefined;
  for (const entry of entries) {
    if (entry.address.toLowerCase() !== lower) continue;
    if (entry.chainId === undefined) anyChain ??= entry.name;
    else if (entry.chainId === chainId) return entry.name;
  }
  return anyChain;
}
