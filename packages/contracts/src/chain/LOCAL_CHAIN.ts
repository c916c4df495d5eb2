/** Fixed facts of the local chain. */
export const LOCAL_CHAIN = {
  chainId: 137,
  host: '127.0.0.1',
  /** Port of `pnpm chain` / `pnpm dev` (override with CHAIN_PORT). `startLocalChain` picks a free one by default. */
  cliPort: 8545,
  demoTokenName: 'Demo USD',
  demoTokenSymbol: 'DUSD',
  demoTokenDecimals: 6,
  /** 1,000,000 DUSD per funded account. */
  demoTokenPerAccount: 1_000_000n * 10n ** 6n,
  fundedAccounts: 10,
  /** How long to wait for the node to start before giving up. */
  startTimeoutMs: 60_000,
} as const;
