// Keeps the transfer store's copy of the address book (what the look-alike check compares lines with) equal to the
// book, so an entry added, edited, imported or removed — here or in another tab — re-checks the list at once.
import { useEffect } from 'react';
import { useTransferStore } from '../transfer/transferStore.js';
import { useAddressBook } from './addressBookStore.js';

export function useAddressBookSync(): void {
  const entries = useAddressBook((state) => state.entries);
  useEffect(() => {
    useTransferStore.getState().update({ addressBook: entries });
  }, [entries]);
}
