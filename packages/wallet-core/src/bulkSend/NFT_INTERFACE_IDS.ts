/** ERC-165 interface ids of the two NFT standards (what BulkSend's NFT sends and `detectToken` ask a contract). */
export const NFT_INTERFACE_IDS = { erc721: '0x80ac58cd', erc1155: '0xd9b67a26' } as const;
