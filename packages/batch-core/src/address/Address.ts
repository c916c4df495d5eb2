/** A 0x-prefixed, 40-hex-digit EVM address (checksummed when it comes out of this package). */
export type Address = `0x${string}`;
