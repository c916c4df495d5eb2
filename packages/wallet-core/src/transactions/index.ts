// `@fanout/wallet-core/transactions`: single transactions through the connected wallet, no ethers — ERC-20 allowance
// and approval, any transaction, transaction / receipt lookups, and an account's incoming and outgoing ERC-20
// transfers (the reads address-poisoning checks need). (Batches: `@fanout/wallet-core/bulk-send`.)

export { NotATokenError } from '../errors/NotATokenError.js';
export { ReceiptTimeoutError } from '../errors/ReceiptTimeoutError.js';
export { TransactionRevertedError } from '../errors/TransactionRevertedError.js';
export { approve } from './approve.js';
export { getTransaction } from './getTransaction.js';
export { getTransactionReceipt } from './getTransactionReceipt.js';
export type { PollOptions } from './pollUntil.js';
export { readAllowance } from './readAllowance.js';
export {
  INCOMING_TRANSFERS_SPAN,
  type IncomingTokenTransfer,
  type OutgoingTokenTransfer,
  type ReadIncomingTransfersParameters,
  type ReadIncomingTransfersReturnType,
  type ReadOutgoingTransfersParameters,
  type ReadOutgoingTransfersReturnType,
  readIncomingTransfers,
  readOutgoingTransfers,
} from './readTokenTransfers.js';
export { sendTransaction } from './sendTransaction.js';
export type { TransactionReceipt } from './TransactionReceipt.js';
export { waitForReceipt } from './waitForReceipt.js';
export {
  RECEIPT_WAIT_DEFAULTS,
  type WaitForTransactionReceiptOptions,
  waitForTransactionReceipt,
} from './waitForTransactionReceipt.js';
