/**
 * EIP-55: whether hex digit `i` (0..39) of the address must be upper case, read from the keccak state that
 * hashLowerHex returned. The rule is "digest nibble i >= 8", i.e. bit 7 (even i) or bit 3 (odd i) of digest byte i/2.
 */
export function isChecksumUpper(state: Uint32Array, i: number): boolean {
  const byteInWord = (i >> 1) & 3;
  const bit = byteInWord * 8 + (i & 1 ? 3 : 7);
  return (((state[i >> 3] ?? 0) >>> bit) & 1) === 1;
}
