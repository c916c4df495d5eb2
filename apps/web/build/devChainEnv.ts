// `pnpm dev`: point the Tool at the local chain the contracts package starts (packages/contracts/.chain/local.json),
// unless VITE_CHAIN_RPC_URL is set. With FANOUT_DEV_CHAIN=1 (set by `pnpm dev`) it waits for that chain to answer.
import { existsSync, readFileSync } from 'node:fs';

interface LocalChainFile {
  rpcUrl: string;
  chainId: number;
  bulkSend: string;
  /** Absent from a file written before v3. */
  bulkSendVersion?: 'v2' | 'v3';
  olderBulkSends?: { address: string; version: 'v2' | 'v3' }[];
  demoToken: string;
  demoTokenDecimals: number;
  accounts: { address: string }[];
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The VITE_* variables for a running local chain, or none. */
export async function devChainEnv(
  stateFile: string,
  wait: boolean,
  timeoutMs = 120_000,
): Promise<Record<string, string>> {
  const startedAt = Date.now();
  for (;;) {
    // A file left by an earlier run points at a node that is gone: only a chain that answers counts.
    if (existsSync(stateFile)) {
      const chain = JSON.parse(readFileSync(stateFile, 'utf8')) as LocalChainFile;
      if (await answers(chain.rpcUrl)) {
        return {
          VITE_CHAIN_ID: String(chain.chainId),
          VITE_CHAIN_RPC_URL: chain.rpcUrl,
          VITE_BULKSEND_ADDRESS: chain.bulkSend,
          VITE_BULKSEND_VERSION: chain.bulkSendVersion ?? 'v2',
          VITE_OLDER_BULKSENDS: (chain.olderBulkSends ?? []).map((o) => `${o.address}:${o.version}`).join(','),
          VITE_PAY_TOKENS: `DUSD:${chain.demoToken}:${chain.demoTokenDecimals}`,
          // The served chain settings (GET /api/chains: Polygon's public RPC, no BulkSend without an owner) must not
          // replace the local chain on its id: the Tool keeps these values over them (features/tool/chains).
          VITE_LOCAL_CHAIN: '1',
          // The chain starts bare (no proxy, no BulkSend): the Tool offers both, with this owner taking the fees. It
          // is the owner `bulkSend` above was predicted for, so the deploy lands where the Tool looks.
          VITE_BULKSEND_OWNER: chain.accounts[0]?.address ?? '',
        };
      }
    }
    if (!wait || Date.now() - startedAt > timeoutMs) return {};
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
