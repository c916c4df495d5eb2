/** The marketplace's slice of the state (fees, IPFS gateway, categories): only a marketplace app reads it. */
export type MarketplaceState = {
  buyerFee: number;
  sellerFee: number;
  ipfsUrl: string;
  categories: unknown[];
};
