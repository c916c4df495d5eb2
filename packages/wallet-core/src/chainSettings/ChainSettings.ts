// The one chain-settings shape of Fanout: what GET /api/chains serves (the API builds it with these types), what the
// site reads at run time, and the shape of its build-time fallback.
import type { BulkSendVersion } from '@fanout/contracts';

export type ChainSettingsAddress = `0x${string}`;

export type PayTokenSetting = {
  symbol: string;
  address: ChainSettingsAddress;
  decimals: number;
  /** The token the Tool selects first on this chain (exactly one per chain when there are tokens). */
  default: boolean;
  /** tokenList: the API's token list package; operator: `cli chains token-add`; build: the site's build-time value. */
  source: 'tokenList' | 'operator' | 'build';
};

/** Why a chain has no BulkSend address, or why no deploy is offered. */
export type BulkSendReason = 'ownerNotConfigured' | 'addressConfigured' | null;

/** A chain's own facts: what a wallet needs to add it and the engine needs to read it (the API's built-in chains). */
export type ChainFacts = {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** https URLs (http only for localhost); the first is the one to give a wallet. */
  rpcUrls: string[];
  explorerUrl: string | null;
  testnet: boolean;
  /** Confirmations that make a block final where the node has no `finalized` block tag (1..10000); absent from
   * older servers. */
  finalityConfirmations?: number;
};

/** An earlier BulkSend on a chain: no longer used for new runs, its BatchSent history still read. */
export type OlderBulkSend = { address: ChainSettingsAddress; version: BulkSendVersion };

/** One chain the Tool offers: its facts, where BulkSend is, whether its deploy is offered, and its pay tokens. */
export type ChainSetting = ChainFacts & {
  bulkSend: {
    address: ChainSettingsAddress | null;
    /** configured: set by the operator (`cli chains set --bulksend`); predicted: the CREATE2 address for the API's
     * BULKSEND_OWNER; none: no address; build: the site's build-time value. */
    source: 'configured' | 'predicted' | 'none' | 'build';
    reason: BulkSendReason;
    /** The contract version at `address` (and of the deploy offer): 'v3' for a predicted address; a configured one
     * says its own ('v2' from servers older than this field). */
    version: BulkSendVersion;
    /** Earlier BulkSends on this chain whose BatchSent history must still be read (runs paid through them count);
     * empty when none. */
    older: OlderBulkSend[];
  };
  /** Whether the Tool may offer the deterministic deploy of `bulkSend.version` (v3: predictBulkSendV3Address /
   * buildBulkSendV3Deployment; v2: predictBulkSendAddress / buildBulkSendDeployment). */
  deploy: { offered: boolean; owner: ChainSettingsAddress | null; salt: `0x${string}` | null; reason: BulkSendReason };
  payTokens: PayTokenSetting[];
  /** Base URL of the Safe Transaction Service for this chain (https), or null where there is none. */
  safeTransactionService: string | null;
};

/** Where the Tool resolves ENS names: the chain and RPC to read, and the ENS registry there. */
export type EnsSetting = { chainId: number; rpcUrl: string; registry: ChainSettingsAddress };

export type ChainSettings = {
  /** The chain the Tool selects first; null when there is no chain. */
  defaultChainId: number | null;
  chains: ChainSetting[];
  /** Where ENS names are resolved; null: not offered (also what servers older than this field mean). */
  ens: EnsSetting | null;
};
