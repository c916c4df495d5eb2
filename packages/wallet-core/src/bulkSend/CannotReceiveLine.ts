/** A line of an NFT run whose recipient is a contract that would refuse the token (its receiver hook does not accept). */
export type CannotReceiveLine = {
  /** 1-based line number of the member's list. */
  line: number;
  /** The recipient contract. */
  address: `0x${string}`;
  tokenId: bigint;
};
