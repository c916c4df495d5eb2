/** What can be checked of an ERC-20 before an approval exists (`readTokenState`). */
export type TokenState = {
  /** False when no contract lives at the token address. */
  hasCode: boolean;
  /** The owner's token balance (0 without code). */
  balance: bigint;
  /** What `spender` may pull from the owner (0 without code). */
  allowance: bigint;
  /** `decimals()`, when the token answers it. */
  decimals: number | undefined;
  /** The owner's native coin balance (pays gas and the operator fee). */
  nativeBalance: bigint;
};
