// Stablecoins offered per chain out of the box (USDT, then USDC), read from the Uniswap default token list package:
// maintained, versioned and reviewed addresses instead of a hand-typed table.
import { createRequire } from 'node:module';
import { toChecksumAddress } from '@fanout/batch-core';

interface TokenListEntry {
  chainId: number;
  address: string;
  symbol: string;
  decimals: number;
}

export interface BuiltInPayToken {
  symbol: string;
  address: string;
  decimals: number;
}

/** Each wanted coin and the symbols the list gives it (Tether is listed as USDT0 on Arbitrum One). */
const WANTED: readonly { symbol: string; listSymbols: readonly string[] }[] = [
  { symbol: 'USDT', listSymbols: ['USDT', 'USDT0'] },
  { symbol: 'USDC', listSymbols: ['USDC'] },
];

let byChain: Map<number, BuiltInPayToken[]> | undefined;

function load(): Map<number, BuiltInPayToken[]> {
  const list = createRequire(import.meta.url)('@uniswap/default-token-list') as { tokens: TokenListEntry[] };
  const map = new Map<number, BuiltInPayToken[]>();
  for (const { symbol, listSymbols } of WANTED) {
    for (const listSymbol of listSymbols) {
      for (const token of list.tokens) {
        // The list also carries non-EVM chains (Solana): their addresses are not 0x + 40 hex.
        if (token.symbol !== listSymbol || !/^0x[0-9a-fA-F]{40}$/.test(token.address)) continue;
        const tokens = map.get(token.chainId) ?? [];
        if (tokens.some((t) => t.symbol === symbol)) continue;
        tokens.push({ symbol, address: toChecksumAddress(token.address.toLowerCase()), decimals: token.decimals });
        map.set(token.chainId, tokens);
      }
    }
  }
  return map;
}

/** USDT and USDC of `chainId` as the token list gives them (empty for a chain it does not cover, e.g. Amoy). */
export function builtInPayTokens(chainId: number): BuiltInPayToken[] {
  byChain ??= load();
  return (byChain.get(chainId) ?? []).map((token) => ({ ...token }));
}
