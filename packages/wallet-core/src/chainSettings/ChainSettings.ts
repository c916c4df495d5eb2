// The Tool's chain settings as GET /api/chains serves them, typed for the
// site. Build-time values in the same shape are the fallback.

export type ChainSettingsAddress = `0x${string}`;

export type PayTokenSetting = {
  symbol: string;
  address: ChainSettingsAddress;
  decimals: number;
  /** The token the Tool selects first on this chain (exactly one per chain when there are tokens). */
  default: boolean;
  source: 'tokenList' | 'operator' | 'build';
};

/** Why a chain has no BulkSend address, or why no deploy is offered. */
export type BulkSendReason = 'ownerNotConfigured' | 'addressConfigured' | null;

export type ChainSetting = {
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
  bulkSend: {
    address: ChainSettingsAddress | null;
    source: 'configured' | 'predicted' | 'none' | 'build';
    reason: BulkSendReason;
  };
  /** Whether the Tool may offer the deterministic deploy (predictBulkSendAddress / buildBulkSendDeployment). */
  deploy: { offered: boolean; owner: ChainSettingsAddress | null; salt: `0x${string}` | null; reason: BulkSendReason };
  payTokens: PayTokenSetting[];
};

export type ChainSettings = {
  /** The chain the Tool selects first; null when there is no chain. */
  defaultChainId: number | null;
  chains: ChainSetting[];
};
