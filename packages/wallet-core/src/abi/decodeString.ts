import { hexToBytes } from '@noble/hashes/utils';

/**
 * Decodes a `string` return value; also accepts the `bytes32` that some old tokens (e.g. MKR)
 * return for `symbol()`, trimming the zero padding.
 */
export function decodeString(hex: string): string {
  const bytes = hexToBytes(hex.startsWith('0x') ? hex.slice(2) : hex);
  if (bytes.length === 32) return new TextDecoder().decode(bytes).replace(/\0+$/, '');
  if (bytes.length < 64) throw new TypeError(`not an ABI string: ${hex}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = Number(view.getBigUint64(24));
  const length = Number(view.getBigUint64(offset + 24));
  return new TextDecoder().decode(bytes.subarray(offset + 32, offset + 32 + length));
}
