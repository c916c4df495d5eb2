// The chains offered out of the box, Polygon first (the default): facts from viem's maintained chain definitions,
// imported one by one so nothing else of viem is loaded.
import type { ChainFacts } from '@fanout/wallet-core/chain-settings';
import { arbitrum, base, bsc, mainnet, optimism, polygon, polygonAmoy } from 'viem/chains';

/** wallet-core's chain facts (the one chain shape), with the finality count the API always serves. */
export type BuiltInChain = Required<ChainFacts>;

/** Where the chain's node lacks the `finalized` tag, this many confirmations count as final (reorg depth with margin):
 * Ethereum two epochs, BNB Smart Chain its fast-finality depth, Polygon PoS its checkpoint depth, the L2s as their L1. */
export const BUILT_IN_FINALITY_CONFIRMATIONS: Readonly<Record<number, number>> = {
  137: 256,
  80002: 256,
  1: 64,
  56: 15,
  42161: 64,
  8453: 64,
  10: 64,
};

/** For a chain added by the operator without `--finality-confirmations`. */
export const DEFAULT_FINALITY_CONFIRMATIONS = 64;

type ViemChain = {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] } };
  blockExplorers?: { default: { url: string } } | undefined;
  testnet?: boolean | undefined;
};

function fromViem(chain: ViemChain): BuiltInChain {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: [...chain.rpcUrls.default.http],
    explorerUrl: chain.blockExplorers?.default.url ?? null,
    testnet: chain.testnet === true,
    finalityConfirmations: BUILT_IN_FINALITY_CONFIRMATIONS[chain.id] ?? DEFAULT_FINALITY_CONFIRMATIONS,
  };
}

/** Polygon PoS, Polygon Amoy, Ethereum, BNB Smart Chain, Arbitrum One, Base, OP Mainnet — in the Tool's order. */
export const builtInChains: readonly BuiltInChain[] = [
  polygon,
  polygonAmoy,
  mainnet,
  bsc,
  arbitrum,
  base,
  optimism,
].map(fromViem);

/** The default chain when the operator names none: Polygon PoS. */
export const BUILT_IN_DEFAULT_CHAIN_ID = 137;
