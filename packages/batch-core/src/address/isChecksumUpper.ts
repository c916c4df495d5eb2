/**
 * EIP-55: whether hex digit `i` (0..39) of the address must be upper case, given the keccak-256 digest of its
 * lowercase form. The rule is "digest nibble i >= 8": bit 7 (even i) or bit 3 (odd i) of digest byte i / 2.
 */
export function isChecksumUpper(digest: Uint8Array, i: number): boolean {
  return (((digest[i >> 1] ?? 0) << (i & 1 ? 4 : 0)) & 0x80) !== 0;
}
