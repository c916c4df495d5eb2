// Subpath entry `@fanout/wallet-core/bulk-send`: the durable, exactly-once batch transfer engine over BulkSend v2
// (plan → quote → approve → simulate → send → confirm → receipts). Kept out of the main entry so the session and the
// API never load ethers. Works in Node and the browser; the Node-only file storage is `@fanout/wallet-core/bulk-send/node`.

export { NotATokenError } from '../errors/NotATokenError.js';
// Actions
export { type ApproveRunParameters, type ApproveRunReturnType, approveRun } from './approveRun.js';
// Seams: what is sent (assets) and who signs (senders)
export { assetOf } from './assetOf.js';
export { BULK_SEND_DEFAULT_ASSETS } from './BULK_SEND_DEFAULT_ASSETS.js';
// Config
export type { BulkSendConfig } from './BulkSendConfig.js';
// Errors
export { BulkSendError, type BulkSendErrorName } from './BulkSendError.js';
// Run model
export type {
  BulkSendRun,
  ChunkStatus,
  RunApproval,
  RunChunk,
  RunLine,
  RunReceipt,
  RunStatus,
  TransactionAttempt,
} from './BulkSendRun.js';
// Pure helpers
export { balancedChunkSizes } from './balancedChunkSizes.js';
export { BATCH_ID_DOMAIN, type BatchIdParameters, batchIdOf } from './batchIdOf.js';
export { bulkSendAddress } from './bulkSendAddress.js';
export { type BulkSendConfigOfParameters, bulkSendConfigOf } from './bulkSendConfigOf.js';
export type { CannotReceiveLine } from './CannotReceiveLine.js';
export type { ChainPayment } from './ChainPayment.js';
export { ChunkRevertedError } from './ChunkRevertedError.js';
export { ChunkSimulationError } from './ChunkSimulationError.js';
export { chunkWords } from './chunkWords.js';
export { type CloseRunParameters, type CloseRunReturnType, closeRun } from './closeRun.js';
export {
  BULK_SEND_DEFAULTS,
  type CreateBulkSendConfigParameters,
  createBulkSendConfig,
} from './createBulkSendConfig.js';
export { createIndexedDbRunStorage, RUN_DATABASE_NAME } from './createIndexedDbRunStorage.js';
export { createMemoryRunStorage } from './createMemoryRunStorage.js';
export { createProcessLocks } from './createProcessLocks.js';
export { createWebLocks, RUN_LOCK_PREFIX, type WebLockManager } from './createWebLocks.js';
export { defaultRunLocks } from './defaultRunLocks.js';
export { eip1193Sender } from './eip1193Sender.js';
export { erc20Asset } from './erc20Asset.js';
export {
  BATCH_LOG_LOOKBACK_BLOCKS,
  type FindBatchTransactionParameters,
  findBatchTransaction,
} from './findBatchTransaction.js';
export {
  type FindMatchingRunParameters,
  type FindMatchingRunReturnType,
  findMatchingRun,
} from './findMatchingRun.js';
export {
  type FindUnfinishedRunsParameters,
  type FindUnfinishedRunsReturnType,
  findUnfinishedRuns,
} from './findUnfinishedRuns.js';
export { GAS_FORMULA } from './GAS_FORMULA.js';
export type { GasFees } from './GasFees.js';
export { getRunReceipts } from './getRunReceipts.js';
export { HISTORY_DEFAULTS } from './HISTORY_DEFAULTS.js';
export { InvalidRunError } from './InvalidRunError.js';
export { LOG_READ_ERRORS } from './LOG_READ_ERRORS.js';
export { type ListRunsParameters, type ListRunsReturnType, listRuns } from './listRuns.js';
export { NFT_INTERFACE_IDS } from './NFT_INTERFACE_IDS.js';
// Receipts
export { NFT_RECEIPT_COLUMNS } from './NFT_RECEIPT_COLUMNS.js';
export type { NotHeldLine } from './NotHeldLine.js';
export { nativeAsset } from './nativeAsset.js';
export { normalizeLabel } from './normalizeLabel.js';
export { type PaidOnChainLine, paidLinesOnChain } from './paidLinesOnChain.js';
export { parseRun } from './parseRun.js';
export { type PlanRunParameters, type PlanRunReturnType, type PlanRunRow, planRun } from './planRun.js';
export { type QuoteRunParameters, type QuoteRunReturnType, quoteRun } from './quoteRun.js';
export { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
export type { ReceiptNames } from './ReceiptNames.js';
export type { ApprovalStep, AssetHoldings, AssetStandard, RunAsset } from './RunAsset.js';
export type { OnRunEvent, RunEvent } from './RunEvent.js';
export { RunLockedError } from './RunLockedError.js';
export type { RunLocks } from './RunLocks.js';
export { RunNotFoundError } from './RunNotFoundError.js';
export type { ChunkQuote, RunQuote } from './RunQuote.js';
export type { ReceiptRow, RunReceipts, RunSummary } from './RunReceipts.js';
export {
  type RunCall,
  type RunSender,
  type RunSenderShape,
  type RunSenderWord,
  type RunSubmission,
  type RunSubmitted,
  SILENT,
} from './RunSender.js';
// Storage and locks
export type { RunStorage } from './RunStorage.js';
// Chain reads
export { type ReadBatchSentParameters, readBatchSent } from './readBatchSent.js';
export { readFeePercent } from './readFeePercent.js';
export { readGasFees } from './readGasFees.js';
export {
  type ReadSenderHistoryParameters,
  type ReadSenderHistoryReturnType,
  readSenderHistory,
} from './readSenderHistory.js';
export { RECEIPT_COLUMNS, receiptsToCsv } from './receiptsToCsv.js';
export { receiptsToJson } from './receiptsToJson.js';
export { type ReconcileRunParameters, type ReconcileRunReturnType, reconcileRun } from './reconcileRun.js';
export { isRunUnsettled, reconcileUnsettledRuns } from './reconcileUnsettledRuns.js';
export { type ResumeRunParameters, type ResumeRunReturnType, resumeRun } from './resumeRun.js';
export {
  type RevokeApprovalParameters,
  type RevokeApprovalReturnType,
  revokeApproval,
} from './revokeApproval.js';
export { RUN_ID_DOMAIN, runIdOf } from './runIdOf.js';
export type { SimulationFailureReason } from './SimulationFailureReason.js';
export { type SendRunParameters, type SendRunReturnType, sendRun } from './sendRun.js';
export { serializeRun } from './serializeRun.js';
export {
  type SimulateChunkParameters,
  type SimulateChunkReturnType,
  simulateChunk,
} from './simulateChunk.js';
export { TokensNotHeldError } from './TokensNotHeldError.js';
export { TransactionOutcomeUnknownError } from './TransactionOutcomeUnknownError.js';
export { WalletMismatchError } from './WalletMismatchError.js';
