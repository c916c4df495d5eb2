/** The zero bytes32: the batch id of BulkSend's unpacked sends (no exactly-once record). */
export const ZERO_HASH = `0x${'0'.repeat(64)}` as const;
