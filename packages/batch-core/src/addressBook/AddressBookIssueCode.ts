import type { AddressProblem } from '../address/AddressProblem.js';

/**
 * Why a row of an imported address book was refused; stable codes. The address codes are parseRecipients'; then an
 * empty name, a chain id that is not a positive whole number, the same address twice for the same chain (naming the
 * first line), a CSV without an `address` and a `name` column, an unclosed quote, and JSON that does not parse or
 * is not a list of entries.
 */
export type AddressBookIssueCode =
  | AddressProblem
  | 'ADDRESS_BOOK_EMPTY_NAME'
  | 'ADDRESS_BOOK_INVALID_CHAIN_ID'
  | 'ADDRESS_BOOK_DUPLICATE'
  | 'ADDRESS_BOOK_HEADER'
  | 'ADDRESS_BOOK_INVALID_JSON'
  | 'MALFORMED_QUOTE';
