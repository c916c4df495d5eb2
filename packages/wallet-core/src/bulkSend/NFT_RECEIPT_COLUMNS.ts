/**
 * CSV columns of an NFT run's per-recipient receipts: the token id each line sent, and for ERC-1155 how many of it
 * (an ERC-721 line always moves exactly one, so it has no amount column).
 */
export const NFT_RECEIPT_COLUMNS = {
  erc721: ['line', 'address', 'tokenId', 'chunk', 'batchId', 'txHash', 'block', 'status', 'finality'],
  erc1155: ['line', 'address', 'tokenId', 'amount', 'chunk', 'batchId', 'txHash', 'block', 'status', 'finality'],
} as const;
