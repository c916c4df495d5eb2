import type { Address } from '../address/Address.js';

/**
 * What one group of a Safe CSV Airdrop file sends: the chain's native coin, an ERC-20 token, or an NFT contract
 * (`nft`: ERC-721 or ERC-1155, for the chain to tell; see resolveNftStandard).
 */
export type SafeAirdropAsset =
  | { type: 'native'; token: null }
  | { type: 'erc20'; token: Address }
  | { type: 'erc721' | 'erc1155' | 'nft'; token: Address };
