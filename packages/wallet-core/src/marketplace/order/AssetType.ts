/** Asset type of an order side: 0 to 5; anything else makes the order key invalid. */
export type AssetType = 0 | 1 | 2 | 3 | 4 | 5;

/** Highest valid {@link AssetType}. */
export const MAX_ASSET_TYPE = 5;
