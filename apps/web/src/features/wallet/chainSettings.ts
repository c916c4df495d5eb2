// The site's build-time chain settings (Vite env, overridable at page load through `window.__FANOUT_CHAIN__`: how the
// browser tests point a built site at a local node), in wallet-core's one chain-settings shape: the Tool's fallback
// until GET /api/chains answers, and the chain the wallet session starts on.
import { POLYGON_CHAIN_ID, polygon, polygonAmoy } from '@fanout/wallet-core';
import type {
  ChainSetting,
  ChainSettings,
  ChainSettingsAddress,
  EnsSetting,
  PayTokenSetting,
} from '@fanout/wallet-core/chain-settings';

/** Polygon PoS pay tokens (ARCHITECTURE.md chain facts). */
const DEFAULT_PAY_TOKENS =
  'USDT:0xc2132D05D31c914a87C6611C10748AEb04B58e8F:6,USDC:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359:6';

/** `SYMBOL:address:decimals` separated by commas; the native coin is not listed (the Tool puts it first). */
function parsePayTokens(text: string): PayTokenSetting[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [symbol = '', address = '', decimals = '18'] = entry.split(':');
      return {
        symbol,
        address: address as ChainSettingsAddress,
        decimals: Number(decimals),
        default: false,
        source: 'build' as const,
      };
    })
    .filter((token) => token.symbol && token.address && Number.isInteger(token.decimals));
}

/** `address:version` separated by commas: older BulkSends whose payments are history (e.g. v2 beside v3). */
export function parseOlderBulkSends(text: string): { address: ChainSettingsAddress; version: 'v2' | 'v3' }[] {
  return text
    .split(',')
    .map((entry) => entry.trim().split(':'))
    .filter(([address, version]) => address && (version === 'v2' || version === 'v3'))
    .map(([address, version]) => ({ address: address as ChainSettingsAddress, version: version as 'v2' | 'v3' }));
}

declare global {
  interface Window {
    /**
     * Points the Tool at another node (browser tests, `pnpm dev`); `deployOwner` offers BulkSend's deploy there;
     * `bulkSendVersion` is the version of `bulkSend` (default: the build's, else v2) and `olderBulkSends` the older ones
     * whose payments are history (`address:version`, comma-separated). `safeTransactionService` is that node's Safe
     * Transaction Service (none unless named: a served one speaks of the served chain, not of this node).
     */
    __FANOUT_CHAIN__?: Partial<{
      chainId: number;
      rpcUrl: string;
      bulkSend: string;
      bulkSendVersion: 'v2' | 'v3';
      olderBulkSends: string;
      payTokens: string;
      deployOwner: string;
      safeTransactionService: string;
      /** Where ENS names are read (the chain settings' `ens`): a local chain with ENS deployed, in the browser tests. */
      ens: EnsSetting | null;
    }>;
  }
}

function read(): ChainSettings {
  const env = import.meta.env;
  const runtime = (typeof window !== 'undefined' && window.__FANOUT_CHAIN__) || {};
  const chainId = runtime.chainId ?? Number(env.VITE_CHAIN_ID || POLYGON_CHAIN_ID);
  // A known chain (Polygon, Amoy) keeps its name and coin; any other id is named after Polygon's settings.
  const base = [polygon, polygonAmoy].find((known) => known.id === chainId) ?? polygon;
  const bulkSend = (runtime.bulkSend ?? (env.VITE_BULKSEND_ADDRESS || '')) as ChainSettingsAddress | '';
  // A build-time address without a version is a BulkSend v2 (the deployments the site is built with); `pnpm dev` and
  // the browser tests name the local chain's (v3).
  const version = runtime.bulkSendVersion ?? (env.VITE_BULKSEND_VERSION === 'v3' ? 'v3' : 'v2');
  const older = parseOlderBulkSends(runtime.olderBulkSends ?? (env.VITE_OLDER_BULKSENDS || ''));
  const chain: ChainSetting = {
    id: chainId,
    name: base.name,
    nativeCurrency: { ...base.nativeCurrency },
    rpcUrls: [runtime.rpcUrl ?? (env.VITE_CHAIN_RPC_URL || base.rpcUrl)],
    explorerUrl: env.VITE_CHAIN_EXPLORER_URL || base.explorerUrl || null,
    testnet: chainId === polygonAmoy.id,
    bulkSend: bulkSend
      ? { address: bulkSend, source: 'build', reason: null, version, older }
      : { address: null, source: 'none', reason: 'ownerNotConfigured', version, older: [] },
    deploy: { offered: false, owner: null, salt: null, reason: 'ownerNotConfigured' },
    payTokens: parsePayTokens(runtime.payTokens ?? (env.VITE_PAY_TOKENS || DEFAULT_PAY_TOKENS)),
    safeTransactionService: null,
  };
  // No ENS and no Safe Transaction Service until the API names them (the page's CSP allows what it serves).
  return { defaultChainId: chainId, chains: [chain], ens: null };
}

/** The build-time settings: one chain, no deploy offered. */
export const buildTimeChainSettings: ChainSettings = read();

/** Its one chain. */
export const buildTimeChain = buildTimeChainSettings.chains[0] as ChainSetting;
