// Safe{Wallet} for the Tool's browser test: a 2-of-3 Safe v1.4.1 on the local chain (from the npm artifacts of
// @safe-global/safe-contracts, deployed by @fanout/test-chain as in wallet-core's Safe tests) and a host page that
// frames the Tool and answers the Safe Apps SDK's messages (getSafeInfo, rpcCall to the node, sendTransactions).
// Proposals are queued; the owners execute them from Node with two signatures (MultiSendCallOnly for several calls, as
// Safe{Wallet}).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { executeProposal, type ProposedTxs, safeTransactionFor } from '@fanout/test-chain/safe-app-executor';
import { chainProvider, createSafe, deploySafeContracts } from '@fanout/test-chain/safe-contracts';
import type { QueuedSafeTransaction } from '@fanout/test-chain/safe-transaction-service';
import { type Contract, type JsonRpcProvider, Wallet } from 'ethers';
import type { Page } from 'playwright-core';

const CHAIN_ID = 137;

export interface TestSafe {
  safe: Contract;
  address: string;
  owners: Wallet[];
  provider: JsonRpcProvider;
}

/** The Safe contracts on the chain (deployed by `funderKey`) and a fresh 2-of-3 Safe of the owners' keys. */
export async function deployTestSafe(rpcUrl: string, funderKey: string, ownerKeys: string[]): Promise<TestSafe> {
  const provider = chainProvider(rpcUrl, CHAIN_ID);
  const funder = new Wallet(funderKey, provider) as Wallet & { provider: JsonRpcProvider };
  const contracts = await deploySafeContracts(funder);
  const owners = ownerKeys.map((key) => new Wallet(key, provider));
  const safe = await createSafe(
    funder,
    contracts,
    owners.map((owner) => owner.address),
    2,
  );
  return { safe, address: await safe.getAddress(), owners, provider };
}

export interface SafeHost {
  /** The SDK messages the Tool sent, in order (method names). */
  methods: string[];
  /**
   * Proposals not executed yet: the SDK's txs, the Safe transaction Safe{Wallet} made of them (what the Safe
   * Transaction Service lists: `@fanout/test-chain/safe-transaction-service`) and its safeTxHash.
   */
  queue: { txs: ProposedTxs; safeTxHash: string; tx: QueuedSafeTransaction }[];
  /** Every proposal so far. */
  proposed: number;
  /** How many more proposals the member rejects in Safe{Wallet} (the SDK's error answer). */
  rejectNext: number;
  /** The owners execute the queued proposals in order (two signatures each); the receipts' statuses. */
  executeQueued(): Promise<(number | undefined)[]>;
}

const HOST_HTML = (toolUrl: string) => `<!doctype html><html><head><title>Safe{Wallet} (test host)</title></head>
<body style="margin:0"><iframe id="safe-app" src="${toolUrl}" style="border:0;width:1280px;height:4000px"></iframe>
<script>
  const frame = document.getElementById('safe-app');
  window.addEventListener('message', async (event) => {
    const message = event.data;
    if (event.source !== frame.contentWindow || !message || typeof message.id !== 'string') return;
    const answer = await window.safeHost(message);
    if (answer) frame.contentWindow.postMessage({ id: message.id, version: '9.1.0', ...answer }, '*');
  });
</script></body></html>`;

/**
 * The host page's server on the loopback (another origin than the site's; Chrome keeps a page of another address space
 * from framing a loopback one): `/?tool=<url>` frames the Tool at that URL.
 */
export async function startHostServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const tool = new URL(request.url ?? '/', 'http://host').searchParams.get('tool') ?? '';
    if (!/^http:\/\/127\.0\.0\.1:\d+\/#\/tool$/.test(tool)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(HOST_HTML(tool));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the host page (`hostOrigin`, startHostServer) on `page`: it frames the Tool at `toolUrl` and answers its SDK
 * messages from Node as Safe{Wallet} does, for the Safe `test`.
 */
export async function openSafeHost(page: Page, hostOrigin: string, toolUrl: string, test: TestSafe): Promise<SafeHost> {
  const host: SafeHost = {
    methods: [],
    queue: [],
    proposed: 0,
    rejectNext: 0,
    async executeQueued() {
      const statuses: (number | undefined)[] = [];
      // Two owners sign (EIP-712, sorted by address) and the first executes, each at the Safe's next nonce.
      const [first, , third] = test.owners as [Wallet, Wallet, Wallet];
      for (let next = host.queue.shift(); next; next = host.queue.shift()) {
        statuses.push(
          (await executeProposal(test.safe, CHAIN_ID, next.txs, [third, first], first))?.status ?? undefined,
        );
      }
      return statuses;
    },
  };
  const owners = test.owners.map((o) => o.address);
  await page.exposeFunction('safeHost', async (message: { method: string; params: unknown }) => {
    host.methods.push(message.method);
    if (message.method === 'getSafeInfo') {
      return {
        success: true,
        data: { safeAddress: test.address, chainId: CHAIN_ID, threshold: 2, owners, isReadOnly: false },
      };
    }
    if (message.method === 'rpcCall') {
      const { call, params } = message.params as { call: string; params: unknown[] };
      try {
        return { success: true, data: await test.provider.send(call, params) };
      } catch (error) {
        return { success: false, error: String((error as Error).message) };
      }
    }
    if (message.method === 'sendTransactions') {
      if (host.rejectNext > 0) {
        host.rejectNext -= 1;
        return { success: false, error: 'Transaction was rejected' };
      }
      const { txs } = message.params as { txs: ProposedTxs };
      const { tx, safeTxHash } = await safeTransactionFor(test.safe, CHAIN_ID, txs, BigInt(host.queue.length));
      host.queue.push({ txs, safeTxHash, tx: { ...tx, safeTxHash } });
      host.proposed += 1;
      return { success: true, data: { safeTxHash } };
    }
    return { success: false, error: `${message.method} is not served by the test host` };
  });
  await page.goto(`${hostOrigin}/?tool=${encodeURIComponent(toolUrl)}`);
  return host;
}
