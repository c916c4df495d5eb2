/**
 * The BulkSend versions this package carries. v2 is the one deployed today (and the default of the deterministic
 * deployment, the local chain and `BulkSend__factory`); v3 binds batch ids to sender and chain (`bindBatchId`), counts
 * batches per sender (`batchCount`), refuses a 1–31-byte ERC-20 answer, sends ERC-721 to accounts without code without
 * the code check (`sendErc721PackedToEoas`) and lets the owner claim NFTs held by the contract.
 */
export const BULK_SEND_VERSIONS = ['v2', 'v3'] as const;

/** A BulkSend version: 'v2' or 'v3'. */
export type BulkSendVersion = (typeof BULK_SEND_VERSIONS)[number];

/** The newest version (what a new deployment should use once the engine speaks it). */
export const BULK_SEND_LATEST_VERSION: BulkSendVersion = 'v3';
