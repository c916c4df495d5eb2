import { MAX_ASSET_TYPE } from './AssetType.js';
import { InvalidOrderError } from './InvalidOrderError.js';
import type { OrderAsset, OrderKey } from './OrderKey.js';
import { uintWord } from './uintWord.js';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

function addressWord(field: string, value: string): string {
  if (typeof value !== 'string' || !ADDRESS_PATTERN.test(value)) {
    throw new InvalidOrderError(field, `must be a 20-byte hex address, got ${String(value)}`);
  }
  return value.slice(2).toLowerCase().padStart(64, '0');
}

function assetWords(field: string, asset: OrderAsset): string {
  if (!Number.isInteger(asset.assetType) || asset.assetType < 0 || asset.assetType > MAX_ASSET_TYPE) {
    throw new InvalidOrderError(`${field}.assetType`, `must be 0 to ${MAX_ASSET_TYPE}, got ${asset.assetType}`);
  }
  return (
    addressWord(`${field}.token`, asset.token) +
    uintWord(`${field}.tokenId`, asset.tokenId) +
    uintWord(`${field}.assetType`, BigInt(asset.assetType))
  );
}

/**
 * `abi.encode(key)` of the order key struct (owner, salt, sellAsset{token, tokenId, assetType},
 * buyAsset{…}) as `0x` hex; all fields are static, so this is 8 words. Rejects asset types outside 0–5.
 */
export function encodeOrderKey(key: OrderKey): `0x${string}` {
  return `0x${addressWord('key.owner', key.owner)}${uintWord('key.salt', key.salt)}${assetWords('key.sellAsset', key.sellAsset)}${assetWords('key.buyAsset', key.buyAsset)}`;
}
