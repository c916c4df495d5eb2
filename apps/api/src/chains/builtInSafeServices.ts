// The Safe Transaction Service each built-in chain has out of the box (Safe's hosted services; Amoy has none). The
// operator replaces or clears one with `cli chains set <id> --safe-service URL|none`.

export const BUILT_IN_SAFE_TRANSACTION_SERVICES: Readonly<Record<number, string>> = {
  1: 'https://safe-transaction-mainnet.safe.global',
  137: 'https://safe-transaction-polygon.safe.global',
  56: 'https://safe-transaction-bsc.safe.global',
  42161: 'https://safe-transaction-arbitrum.safe.global',
  8453: 'https://safe-transaction-base.safe.global',
  10: 'https://safe-transaction-optimism.safe.global',
};
