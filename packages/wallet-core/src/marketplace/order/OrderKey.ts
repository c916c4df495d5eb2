import type { AssetType } from './AssetType.js';

/** One side of an order: which token, which id (0 for fungible tokens) and its asset type. */
export type OrderAsset = { token: string; tokenId: bigint; assetType: AssetType };

/** The order key: who sells, a salt, and the sold and bought assets. */
export type OrderKey = { owner: string; salt: bigint; sellAsset: OrderAsset; buyAsset: OrderAsset };

/** A full order: key, amounts selling and buying (base units), and the seller fee (basis points). */
export type Order = { key: OrderKey; selling: bigint; buying: bigint; sellerFee: bigint };
