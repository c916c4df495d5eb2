// Subpath entry `@fanout/wallet-core/bulk-send`: batch transfers through BulkSend (ethers + @fanout/contracts
// bindings), kept out of the main entry so the session and the API never load ethers.

export type { BulkSendCall } from './BulkSendCall.js';
export { BulkSendError } from './BulkSendError.js';
export type { BulkSendEstimate } from './BulkSendEstimate.js';
export { bulkSendAddress } from './bulkSendAddress.js';
export { ensureAllowance } from './ensureAllowance.js';
export { estimateBulkSend } from './estimateBulkSend.js';
export { readFeePercent } from './readFeePercent.js';
export { sendBatch } from './sendBatch.js';
