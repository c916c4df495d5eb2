/**
 * Gas of a packed chunk while the node cannot estimate it (no approval yet): base + per recipient, upper bounds of
 * what the contract bench measures for fresh recipients (about 25,800 per ERC-20 recipient, 34,850 per native one,
 * about 34,000 per ERC-721 id and 30,700–35,500 per ERC-1155 transfer; more to a contract recipient, whose hook runs),
 * plus calldata. The send itself is re-estimated right before signing.
 */
export const GAS_FORMULA = {
  erc20: { base: 75_000n, perRecipient: 28_000n },
  native: { base: 50_000n, perRecipient: 37_000n },
  erc721: { base: 75_000n, perRecipient: 40_000n },
  erc1155: { base: 75_000n, perRecipient: 42_000n },
} as const;
