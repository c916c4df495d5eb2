/** A line to check: its 1-based number and its recipient (a `RecipientRow`; map an `NftRow`'s `to` to `address`). */
export interface LookAlikeLine {
  readonly line: number;
  readonly address: string;
}
