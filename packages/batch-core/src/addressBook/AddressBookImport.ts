import type { AddressBookEntry } from './AddressBookEntry.js';
import type { AddressBookIssue } from './AddressBookIssue.js';

/** What an address-book import read: the good entries, in order, and one error per refused row. */
export interface AddressBookImport {
  entries: AddressBookEntry[];
  errors: AddressBookIssue[];
  /** True when at least one entry was read and no row was refused. */
  ok: boolean;
}
