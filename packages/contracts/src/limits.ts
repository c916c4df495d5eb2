/** The BulkSend contract's cap on recipients per call. */
export const BULK_SEND_MAX_RECIPIENTS = 255;
