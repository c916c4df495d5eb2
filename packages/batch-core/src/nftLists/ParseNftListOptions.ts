import type { EnsOptions } from '../ens/EnsOptions.js';

/** Options of parseNftList. */
export interface ParseNftListOptions {
  /** `erc721`: lines are `address,tokenId`; `erc1155`: lines are `address,tokenId,amount`. */
  standard: 'erc721' | 'erc1155';
  /** The NFT contract: a line sending to it is refused (`TOKEN_CONTRACT`). */
  token?: string;
  /** The BulkSend contract of the run: a line sending to it is refused (`BULKSEND_CONTRACT`). */
  bulkSend?: string;
  /** The sending wallet: a line sending to it is refused (`SENDER_ADDRESS`). */
  sender?: string;
  /** ENS names in the address column, as in parseRecipients: without it each name line is `ENS_NAME_UNRESOLVED`. */
  ens?: EnsOptions;
}
