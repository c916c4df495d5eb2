/** Default IPFS gateway of `config.ipfsUrl`. */
export const DEFAULT_IPFS_URL = 'https://ipfs.io/ipfs/';
