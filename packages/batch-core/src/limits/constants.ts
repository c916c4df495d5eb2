/** Most recipients one BulkSend call accepts (the contract's cap). */
export const MAX_RECIPIENTS = 255;
