/** The columns after a line's own (where and how its chunk was paid), in every receipts CSV. */
const SETTLEMENT = ['chunk', 'batchId', 'txHash', 'block', 'status', 'finality'] as const;

/**
 * CSV columns of an NFT run's per-recipient receipts: the token id each line sent, and for ERC-1155 how many of it
 * (an ERC-721 line always moves exactly one, so it has no amount column); `name` is the line's ENS name, if any.
 */
export const NFT_RECEIPT_COLUMNS = {
  erc721: ['line', 'address', 'name', 'tokenId', ...SETTLEMENT],
  erc1155: ['line', 'address', 'name', 'tokenId', 'amount', ...SETTLEMENT],
} as const;
