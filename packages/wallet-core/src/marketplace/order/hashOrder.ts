import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { encodeOrderKey } from './encodeOrderKey.js';
import type { Order } from './OrderKey.js';
import { uintWord } from './uintWord.js';

/** keccak256 of `abi.encode(order)` (key, selling, buying, sellerFee): the hash an order signature covers. */
export function hashOrder(order: Order): `0x${string}` {
  const encoded =
    encodeOrderKey(order.key).slice(2) +
    uintWord('selling', order.selling) +
    uintWord('buying', order.buying) +
    uintWord('sellerFee', order.sellerFee);
  return `0x${bytesToHex(keccak_256(hexToBytes(encoded)))}`;
}
