/** 4-byte selectors of the ERC-20 calls the chain helpers make (checked against ethers in tests). */
export const selectors = {
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
  balanceOf: '0x70a08231',
  allowance: '0xdd62ed3e',
  approve: '0x095ea7b3',
} as const;
