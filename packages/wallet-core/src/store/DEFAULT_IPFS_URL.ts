/** Default IPFS gateway of `marketplace.ipfsUrl`. */
export const DEFAULT_IPFS_URL = 'https://ipfs.io/ipfs/';
