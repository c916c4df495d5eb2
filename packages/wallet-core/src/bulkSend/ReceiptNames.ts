/** Names for the recipients of a receipts export (the member's address book): `undefined` for an unnamed address. */
export interface ReceiptNames {
  nameOf?: (address: string) => string | undefined;
}
