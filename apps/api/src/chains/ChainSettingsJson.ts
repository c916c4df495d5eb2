// The JSON shape of GET /api/chains (documented in apps/api/README.md); wallet-core's loadChainSettings reads it.

export interface NativeCurrencyJson {
  name: string;
  symbol: string;
  decimals: number;
}

export interface PayTokenJson {
  symbol: string;
  /** EIP-55 address. */
  address: string;
  decimals: number;
  /** The token the Tool selects first on this chain (one per chain at most). */
  default: boolean;
  /** Where it comes from: the token list package, or the operator (`cli chains token-add`). */
  source: 'tokenList' | 'operator';
}

/** Why a chain has no BulkSend address, or why the Tool offers no deploy. */
export type BulkSendReason = 'ownerNotConfigured' | 'addressConfigured' | null;

export interface BulkSendJson {
  /** EIP-55 address, or null when neither configured nor predictable. */
  address: string | null;
  /** configured: set by the operator; predicted: CREATE2 address for BULKSEND_OWNER; none: no address. */
  source: 'configured' | 'predicted' | 'none';
  /** When source is none: ownerNotConfigured. */
  reason: BulkSendReason;
}

export interface DeployJson {
  /** True when the Tool may offer the one-transaction deterministic deploy (owner configured, address predicted). */
  offered: boolean;
  owner: string | null;
  salt: string | null;
  /** When not offered: ownerNotConfigured or addressConfigured. */
  reason: BulkSendReason;
}

export interface ChainJson {
  id: number;
  name: string;
  nativeCurrency: NativeCurrencyJson;
  rpcUrls: string[];
  explorerUrl: string | null;
  testnet: boolean;
  /** Confirmations that make a block final where the chain's node has no `finalized` block tag (1..10000). */
  finalityConfirmations: number;
  bulkSend: BulkSendJson;
  deploy: DeployJson;
  payTokens: PayTokenJson[];
}

export interface ChainSettingsJson {
  defaultChainId: number | null;
  chains: ChainJson[];
}
