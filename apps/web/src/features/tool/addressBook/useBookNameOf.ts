// `(address) => name` from the member's address book for one chain (its entry for that chain, else one for every
// chain): what the preview, the summary, the history and the receipts show beside an address.
import { addressBookNameOf } from '@fanout/batch-core';
import { useCallback } from 'react';
import { useAddressBook } from './addressBookStore.js';

export function useBookNameOf(chainId: number): (address: string) => string | undefined {
  const entries = useAddressBook((state) => state.entries);
  return useCallback((address: string) => addressBookNameOf(entries, address, chainId), [entries, chainId]);
}
