/** Token info: symbol, balance (base units) and decimals. */
export type TokenInfo = { symbol: string; balance: bigint; decimals: number };
