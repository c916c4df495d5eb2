// Subpath entry `@fanout/wallet-core/bulk-send/nft`: the ERC-721 and ERC-1155 assets of the bulk-send engine, kept out
// of `@fanout/wallet-core/bulk-send` so a page that sends coins and ERC-20s never loads them (import it when the member
// picks an NFT). Give them to the engine: `createBulkSendConfig({ provider, assets: [...BULK_SEND_DEFAULT_ASSETS,
// erc721Asset, erc1155Asset] })`.

export { type DetectTokenParameters, type DetectTokenReturnType, detectToken } from './detectToken.js';
export { erc721Asset } from './erc721Asset.js';
export { erc1155Asset } from './erc1155Asset.js';
export { nftInterface } from './nftInterface.js';
