/**
 * The BulkSend versions this package carries. v3 is the product's (the local chain's `bulkSend`, the Tool's deploy); v2
 * is the one deployed before it (the default of `deployBulkSendDeterministic` and `BulkSend__factory`; the local chain
 * keeps it beside v3 as `olderBulkSends`, for v2 history); v3 binds batch ids to sender and chain (`bindBatchId`), counts
 * batches per sender (`batchCount`), refuses a 1–31-byte ERC-20 answer, sends ERC-721 to accounts without code without
 * the code check (`sendErc721PackedToEoas`) and lets the owner claim NFTs held by the contract.
 */
export const BULK_SEND_VERSIONS = ['v2', 'v3'] as const;

/** A BulkSend version: 'v2' or 'v3'. */
export type BulkSendVersion = (typeof BULK_SEND_VERSIONS)[number];

/** The newest version: the product's default for new deployments and runs. */
export const BULK_SEND_LATEST_VERSION: BulkSendVersion = 'v3';
