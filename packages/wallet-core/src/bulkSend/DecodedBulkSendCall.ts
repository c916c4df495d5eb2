import type { ChainPayment } from './ChainPayment.js';

/** A BulkSend call read back from its calldata: token, batch id (zero for the unpacked coin / ERC-20 sends), entries. */
export type DecodedBulkSendCall = Pick<ChainPayment, 'token' | 'batchId'> & {
  recipients: NonNullable<ChainPayment['recipients']>;
};
