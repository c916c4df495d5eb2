/** A transfer to the sender, as read from the chain (plain data: this package does no I/O). */
export interface IncomingTransfer {
  /** Who sent it. */
  readonly from: string;
  /** The token contract, or null for the native coin. */
  readonly token: string | null;
  /** Base units. */
  readonly amount: bigint;
  /**
   * The most, in base units, that counts as dust for this token: a transfer of at most this much from a look-alike
   * is poisoning. Default 0n: only zero-value transfers.
   */
  readonly dustThreshold?: bigint;
  /** Transaction hash, block, log index…: anything the caller wants back with the finding. */
  readonly hash?: string;
}
