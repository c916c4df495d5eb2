// The chain the Tool runs on, its pay tokens and RPC: Vite env at build time, overridable at run time through
// `window.__FANOUT_CHAIN__` (how the browser tests point a built site at a local node).
import { type ChainConfig, NULL_ADDRESS, POLYGON_CHAIN_ID, polygon, polygonAmoy } from '@fanout/wallet-core';

export interface PayTokenSetting {
  symbol: string;
  address: string;
  decimals: number;
}

export interface ChainSettings {
  chain: ChainConfig;
  /** BulkSend address; empty means "from @fanout/contracts deployments" (resolved in the tool chunk). */
  bulkSend: string;
  /** Pay tokens offered in the list; the native coin comes first. */
  payTokens: PayTokenSetting[];
}

/** Polygon PoS pay tokens (ARCHITECTURE.md chain facts). */
const DEFAULT_PAY_TOKENS =
  'USDT:0xc2132D05D31c914a87C6611C10748AEb04B58e8F:6,USDC:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359:6';

/** `SYMBOL:address:decimals` separated by commas. */
function parsePayTokens(text: string): PayTokenSetting[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [symbol = '', address = '', decimals = '18'] = entry.split(':');
      return { symbol, address, decimals: Number(decimals) };
    })
    .filter((token) => token.symbol && token.address && Number.isInteger(token.decimals));
}

declare global {
  interface Window {
    /** Points the Tool at another node (browser tests, `pnpm dev`); `deployOwner` offers BulkSend's deploy there. */
    __FANOUT_CHAIN__?: Partial<{
      chainId: number;
      rpcUrl: string;
      bulkSend: string;
      payTokens: string;
      deployOwner: string;
    }>;
  }
}

function read(): ChainSettings {
  const env = import.meta.env;
  const runtime = (typeof window !== 'undefined' && window.__FANOUT_CHAIN__) || {};
  const chainId = runtime.chainId ?? Number(env.VITE_CHAIN_ID || POLYGON_CHAIN_ID);
  // A known chain (Polygon, Amoy) keeps its name and coin; any other id is named after Polygon's settings.
  const base = [polygon, polygonAmoy].find((known) => known.id === chainId) ?? polygon;
  const native = { address: NULL_ADDRESS, symbol: base.nativeCurrency.symbol, decimals: base.nativeCurrency.decimals };
  return {
    chain: {
      ...base,
      id: chainId,
      rpcUrl: runtime.rpcUrl ?? (env.VITE_CHAIN_RPC_URL || base.rpcUrl),
      explorerUrl: env.VITE_CHAIN_EXPLORER_URL || base.explorerUrl,
    },
    bulkSend: runtime.bulkSend ?? (env.VITE_BULKSEND_ADDRESS || ''),
    payTokens: [native, ...parsePayTokens(runtime.payTokens ?? (env.VITE_PAY_TOKENS || DEFAULT_PAY_TOKENS))],
  };
}

export const chainSettings: ChainSettings = read();
