/** Options of parseNftList. */
export interface ParseNftListOptions {
  /** `erc721`: lines are `address,tokenId`; `erc1155`: lines are `address,tokenId,amount`. */
  standard: 'erc721' | 'erc1155';
}
