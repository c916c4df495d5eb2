/** The run's own addresses a list may not pay (each optional; any letter case). */
export interface UnspendableOptions {
  /** The token's contract (ERC-20, ERC-721 or ERC-1155): tokens sent to their own contract are stuck there. */
  readonly token?: string;
  /** The BulkSend contract the run goes through: it keeps nothing for anyone. */
  readonly bulkSend?: string;
  /** The sending wallet; refused in NFT lists only (an NFT sent to its holder does not move). */
  readonly sender?: string;
}
