/**
 * The token standard of an NFT list: `erc721` (one id moves once, amount 1), `erc1155` (ids with amounts), or
 * `nft` (a Safe CSV Airdrop line whose standard the chain decides later; see resolveNftStandard).
 */
export type NftStandard = 'erc721' | 'erc1155' | 'nft';
