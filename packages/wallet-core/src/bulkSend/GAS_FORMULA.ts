/**
 * Gas of a packed chunk while the node cannot estimate it (no approval yet): base + per recipient, upper bounds of
 * what the contract bench measures for fresh recipients (about 25,800 per ERC-20 recipient, 34,850 per native one),
 * plus calldata. The send itself is re-estimated right before signing.
 */
export const GAS_FORMULA = {
  erc20: { base: 75_000n, perRecipient: 28_000n },
  native: { base: 50_000n, perRecipient: 37_000n },
} as const;
