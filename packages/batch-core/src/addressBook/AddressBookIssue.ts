import type { ListIssue } from '../nftLists/ListIssue.js';
import type { AddressBookIssueCode } from './AddressBookIssueCode.js';

/** One refused row of an imported address book (`line`: the CSV line, or the JSON entry's 1-based position). */
export type AddressBookIssue = ListIssue<AddressBookIssueCode>;
