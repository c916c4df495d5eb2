/** A 20-byte hex address as viem and batch-core type it: `0x` + 40 hex digits. */
export type Address = `0x${string}`;
