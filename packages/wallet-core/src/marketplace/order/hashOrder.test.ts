import { AbiCoder, keccak256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import { encodeOrderKey } from './encodeOrderKey.js';
import { hashOrder } from './hashOrder.js';
import { hashOrderKey } from './hashOrderKey.js';
import { InvalidOrderError } from './InvalidOrderError.js';
import type { Order, OrderKey } from './OrderKey.js';
import { toOrderPrice } from './toOrderPrice.js';

const ASSET = 'tuple(address token, uint256 tokenId, uint8 assetType)';
const KEY = `tuple(address owner, uint256 salt, ${ASSET} sellAsset, ${ASSET} buyAsset)`;
const coder = AbiCoder.defaultAbiCoder();

const key: OrderKey = {
  owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  salt: 1_700_000_000_123n,
  sellAsset: { token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', tokenId: 42n, assetType: 3 },
  buyAsset: { token: '0x0000000000000000000000000000000000000000', tokenId: 0n, assetType: 0 },
};
const asTuple = (k: OrderKey) => [
  k.owner,
  k.salt,
  [k.sellAsset.token, k.sellAsset.tokenId, k.sellAsset.assetType],
  [k.buyAsset.token, k.buyAsset.tokenId, k.buyAsset.assetType],
];

describe('order key encoding and hashing', () => {
  it('encodes and hashes the key exactly like Solidity abi.encode (checked with ethers)', () => {
    const reference = coder.encode([KEY], [asTuple(key)]);
    expect(encodeOrderKey(key)).toBe(reference);
    expect(hashOrderKey(key)).toBe(keccak256(reference));
  });

  it('hashes the full order (key, selling, buying, sellerFee) like abi.encode', () => {
    const order: Order = { key, selling: 1n, buying: 25n * 10n ** 17n, sellerFee: 250n };
    const reference = coder.encode(
      [`tuple(${KEY} key, uint256 selling, uint256 buying, uint256 sellerFee)`],
      [[asTuple(key), order.selling, order.buying, order.sellerFee]],
    );
    expect(hashOrder(order)).toBe(keccak256(reference));
    expect(hashOrder({ ...order, sellerFee: 251n })).not.toBe(hashOrder(order));
  });

  it('accepts asset types 0 to 5 and rejects anything else', () => {
    for (const assetType of [0, 1, 2, 3, 4, 5] as const) {
      expect(() => hashOrderKey({ ...key, buyAsset: { ...key.buyAsset, assetType } })).not.toThrow();
    }
    for (const bad of [6, -1, 2.5, 255]) {
      const broken = { ...key, sellAsset: { ...key.sellAsset, assetType: bad } } as unknown as OrderKey;
      expect(() => encodeOrderKey(broken)).toThrow(InvalidOrderError);
    }
    try {
      encodeOrderKey({ ...key, buyAsset: { ...key.buyAsset, assetType: 6 as never } });
    } catch (error) {
      expect((error as InvalidOrderError).field).toBe('key.buyAsset.assetType');
    }
  });

  it('rejects bad addresses and numbers outside uint256', () => {
    expect(() => encodeOrderKey({ ...key, owner: '0x1234' })).toThrow(InvalidOrderError);
    expect(() => encodeOrderKey({ ...key, salt: -1n })).toThrow(InvalidOrderError);
    expect(() => encodeOrderKey({ ...key, salt: 1n << 256n })).toThrow(InvalidOrderError);
  });
});

describe('toOrderPrice (minimum-price rule)', () => {
  it('scales a decimal price by the token decimals', () => {
    expect(toOrderPrice('1.5', 6)).toBe(1_500_000n);
    expect(toOrderPrice('0.000001', 6)).toBe(1n);
    expect(toOrderPrice('2', 18)).toBe(2n * 10n ** 18n);
  });

  it('refuses a price that scales below 1 base unit', () => {
    expect(() => toOrderPrice('0.0000001', 6)).toThrow(InvalidOrderError);
    expect(() => toOrderPrice('0', 18)).toThrow(InvalidOrderError);
    expect(() => toOrderPrice('abc', 6)).toThrow(InvalidOrderError);
  });
});
