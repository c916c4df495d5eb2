/** A line of an NFT run whose token the sender does not hold (enough of) when read. */
export type NotHeldLine = {
  /** 1-based line number of the member's list. */
  line: number;
  tokenId: bigint;
  /** What the line sends (1 for ERC-721). */
  amount: bigint;
  /** What the sender still holds of `tokenId` for this line (after earlier lines of the same id took theirs). */
  held: bigint;
  /** ERC-721: the id's owner when read (null when `ownerOf` reverts: no such token). */
  owner?: `0x${string}` | null;
};
