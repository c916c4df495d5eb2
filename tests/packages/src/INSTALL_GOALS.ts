/** Issue 21's goals for a consumer's `npm install`. */
export const INSTALL_GOALS = {
  /** wallet-core with everything it pulls in (batch-core, contracts, ethers, noble, zustand, …). */
  walletCoreMaxPackages: 40,
  walletCoreMaxBytes: 40_000_000,
} as const;
