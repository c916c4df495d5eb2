// Business constants and limits, in one place.

/** Most recipients one BulkSend call accepts (the contract's cap). */
export const MAX_RECIPIENTS = 255;

/** Largest uint256: the "unlimited" ERC-20 allowance (2^256 − 1). */
export const MAX_APPROVE: bigint = 2n ** 256n - 1n;

/** Largest value a uint256 amount or total can hold; same number as {@link MAX_APPROVE}. */
export const MAX_UINT256: bigint = MAX_APPROVE;

/** Most digits an amount may be written with (2^256 − 1 has 78 digits). */
export const MAX_DIGITS = 78;

/** The all-zero address; never a valid recipient. */
export const NULL_ADDRESS = '0x0000000000000000000000000000000000000000' as const;

/** A token-contract entry is looked up only from this many characters on (and only when it starts with 0x). */
export const TOKEN_ADDRESS_MIN_LENGTH = 32;

/** Fraction digits shown by `formatAmount` unless told otherwise. */
export const DEFAULT_MAX_FRACTION_DIGITS = 4;

/** ERC-20 `decimals()` is a uint8, so token decimals are 0..255. */
export const MAX_DECIMALS = 255;

/** BulkSend's feePercent is a uint8, so 0..255. */
export const MAX_FEE_PERCENT = 255;
