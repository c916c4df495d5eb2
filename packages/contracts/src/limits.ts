// BulkSend's limits under the names this package exports. The numbers have one home, @fanout/batch-core (the
// lowest package, which checks recipient lists against them); test/BulkSend.owner.test.ts holds them equal to the
// constants of the compiled contract.
import { MAX_RECIPIENTS, PACKED_AMOUNT_LIMIT } from '@fanout/batch-core';

/** The BulkSend contract's cap on recipients per call (`MAX_RECIPIENTS`, 255). */
export const BULK_SEND_MAX_RECIPIENTS: number = MAX_RECIPIENTS;

/** Divisor of feePercent in the contract's minFee formula (and in the client fee). */
export const BULK_SEND_FEE_DIVISOR = 100;

/** Packed entries (`sendErc20Packed`, `sendEthPacked`) are `amount << 160 | recipient`: amounts below 2^96. */
export const BULK_SEND_PACKED_AMOUNT_LIMIT: bigint = PACKED_AMOUNT_LIMIT;
