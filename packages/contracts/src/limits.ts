/** The BulkSend contract's cap on recipients per call. */
export const BULK_SEND_MAX_RECIPIENTS = 255;

/** Divisor of feePercent in the contract's minFee formula (and in the client fee). */
export const BULK_SEND_FEE_DIVISOR = 100;
