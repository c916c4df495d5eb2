/** Safe{Wallet}'s address-book CSV header, in its order: what addressBookToCsv writes and parseAddressBookCsv reads. */
export const ADDRESS_BOOK_CSV_COLUMNS = ['address', 'name', 'chainId'] as const;
