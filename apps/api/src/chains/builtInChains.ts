// The chains offered out of the box, Polygon first (the default): facts from viem's maintained chain definitions,
// imported one by one so nothing else of viem is loaded.
import { arbitrum, base, bsc, mainnet, optimism, polygon, polygonAmoy } from 'viem/chains';

export interface BuiltInChain {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  explorerUrl: string | null;
  testnet: boolean;
}

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
