// Limits of BulkSend's packed recipient word: `amount << 160 | recipient` in one uint256.

/** Amounts in a packed word must be below 2^96 (the 96 bits above the 160-bit recipient). */
export const PACKED_AMOUNT_LIMIT: bigint = 2n ** 96n;

/** Largest amount a packed word can carry: 2^96 − 1 (about 7.9 × 10^28 base units). */
export const MAX_PACKED_AMOUNT: bigint = PACKED_AMOUNT_LIMIT - 1n;
