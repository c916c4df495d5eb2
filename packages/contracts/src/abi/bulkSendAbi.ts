import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';

/** ABI of BulkSend: sends, reads, owner functions, events and custom errors. */
export const bulkSendAbi = BulkSend__factory.abi;
