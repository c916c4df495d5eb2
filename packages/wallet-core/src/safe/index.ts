// Subpath entry `@fanout/wallet-core/safe`: paying a run from a Safe. Safe Transaction Builder files (with the
// Builder's checksum) and the Safe's calls for a run planned with the Safe as sender, and reading back the
// recipients of the Safe's BulkSend payments (execTransaction, MultiSend) for the engine's history.
export {
  type BuildRunTransactionBuilderFilesParameters,
  type BuildRunTransactionBuilderFilesReturnType,
  buildRunTransactionBuilderFiles,
} from './buildRunTransactionBuilderFiles.js';
export {
  type BuildTransactionBuilderFileParameters,
  type BuildTransactionBuilderFileReturnType,
  buildTransactionBuilderFile,
} from './buildTransactionBuilderFile.js';
export {
  type DecodeSafeBulkSendCallsParameters,
  decodeSafeBulkSendCalls,
  type SafeBulkSendCall,
} from './decodeSafeBulkSendCalls.js';
export { defaultFileDescription } from './defaultFileDescription.js';
export { type QueuedLines, queuedLinesOf } from './queuedLinesOf.js';
export { readSafeGasCap } from './readSafeGasCap.js';
export { type ReadSafeQueueParameters, readSafeQueue } from './readSafeQueue.js';
export {
  type ReadSafeRecipientPaymentsParameters,
  type ReadSafeRecipientPaymentsReturnType,
  readSafeRecipientPayments,
} from './readSafeRecipientPayments.js';
export {
  type ResolveSafeRecipientsParameters,
  type ResolveSafeRecipientsReturnType,
  resolveSafeRecipients,
} from './resolveSafeRecipients.js';
export { SAFE_BLOCK_GAS_PERCENT } from './SAFE_BLOCK_GAS_PERCENT.js';
export { SAFE_MULTI_SEND_DEPLOYMENTS } from './SAFE_MULTI_SEND_DEPLOYMENTS.js';
export { SAFE_QUEUE_PAGE_LIMIT } from './SAFE_QUEUE_PAGE_LIMIT.js';
export type { SafeCall } from './SafeCall.js';
export { SafeFileError } from './SafeFileError.js';
export type { SafeQueuedProposal } from './SafeQueuedProposal.js';
export { SafeQueueReadError } from './SafeQueueReadError.js';
export { type SafeFileSenderParameters, safeFileSender } from './safeFileSender.js';
export {
  type SafeRunBatch,
  type SafeRunCallsParameters,
  type SafeRunCallsReturnType,
  type SafeRunQuote,
  safeRunCalls,
} from './safeRunCalls.js';
export { TRANSACTION_BUILDER_FORMAT } from './TRANSACTION_BUILDER_FORMAT.js';
export type {
  TransactionBuilderFile,
  TransactionBuilderMeta,
  TransactionBuilderTransaction,
} from './TransactionBuilderFile.js';
export { transactionBuilderChecksum } from './transactionBuilderChecksum.js';
export { verifyTransactionBuilderChecksum } from './verifyTransactionBuilderChecksum.js';
