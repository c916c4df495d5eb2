// Points the built site at a local chain at run time (window.__FANOUT_CHAIN__, read by the wallet feature).
import type { BrowserContext } from 'playwright-core';

export interface ToolChainConfig {
  rpcUrl: string;
  bulkSend: string;
  /** The version of `bulkSend` (the local chain's: v3) and the older BulkSends beside it (v2), read as history. */
  bulkSendVersion: 'v2' | 'v3';
  olderBulkSends: readonly { address: string; version: 'v2' | 'v3' }[];
  demoToken: string;
  demoTokenDecimals: number;
  /** The node's Safe Transaction Service (a local stand-in); none unless given. */
  safeTransactionService?: string;
}

export async function configureToolChain(context: BrowserContext, chain: ToolChainConfig): Promise<void> {
  await context.addInitScript(
    (settings) => {
      (window as unknown as { __FANOUT_CHAIN__: unknown }).__FANOUT_CHAIN__ = settings;
    },
    {
      chainId: 137,
      rpcUrl: chain.rpcUrl,
      bulkSend: chain.bulkSend,
      bulkSendVersion: chain.bulkSendVersion,
      olderBulkSends: chain.olderBulkSends.map((o) => `${o.address}:${o.version}`).join(','),
      payTokens: `DUSD:${chain.demoToken}:${chain.demoTokenDecimals}`,
      ...(chain.safeTransactionService ? { safeTransactionService: chain.safeTransactionService } : {}),
    },
  );
}
