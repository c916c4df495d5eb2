// Safe{Wallet} for the Tool's browser test: a 2-of-3 Safe v1.4.1 on the local chain (from the npm artifacts of
// @safe-global/safe-contracts, as packages/wallet-core/test/safeContracts.ts deploys it) and a host page that frames
// the Tool and answers the Safe Apps SDK's messages (getSafeInfo, rpcCall to the node, sendTransactions). Proposals are
// queued; the owners execute them from Node with two signatures (MultiSendCallOnly for several calls, as Safe{Wallet}).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SAFE_MULTI_SEND_DEPLOYMENTS } from '@fanout/wallet-core/safe';
import {
  Contract,
  ContractFactory,
  concat,
  Interface,
  type InterfaceAbi,
  JsonRpcProvider,
  Network,
  solidityPacked,
  TypedDataEncoder,
  Wallet,
  ZeroAddress,
} from 'ethers';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
type Artifact = { abi: InterfaceAbi; bytecode: string; deployedBytecode: string };
const artifact = (path: string) => require(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`) as Artifact;
const SAFE = artifact('Safe.sol/Safe.json');
const PROXY_FACTORY = artifact('proxies/SafeProxyFactory.sol/SafeProxyFactory.json');
const MULTI_SEND_CALL_ONLY = artifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json');
const FALLBACK_HANDLER = artifact('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json');
const MULTI_SEND = SAFE_MULTI_SEND_DEPLOYMENTS[5] as string;
const multiSend = new Interface(['function multiSend(bytes transactions)']);
const CHAIN_ID = 137;
const SAFE_TX_TYPES = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
};

export type ProposedTx = { to: string; value: string; data: string };
type SafeTx = ReturnType<typeof safeTransactionOf>;

export interface TestSafe {
  safe: Contract;
  address: string;
  owners: Wallet[];
  provider: JsonRpcProvider;
}

/** The Safe contracts on the chain (deployed by `funderKey`) and a fresh 2-of-3 Safe of the owners' keys. */
export async function deployTestSafe(rpcUrl: string, funderKey: string, ownerKeys: string[]): Promise<TestSafe> {
  const network = new Network('local', CHAIN_ID);
  const provider = new JsonRpcProvider(rpcUrl, network, {
    staticNetwork: network,
    pollingInterval: 50,
    cacheTimeout: -1,
  });
  const funder = new Wallet(funderKey, provider);
  const deploy = async (a: Artifact) => {
    const contract = await new ContractFactory(a.abi, a.bytecode, funder).deploy();
    await contract.waitForDeployment();
    return contract.getAddress();
  };
  const singleton = await deploy(SAFE);
  const factoryAddress = await deploy(PROXY_FACTORY);
  const fallbackHandler = await deploy(FALLBACK_HANDLER);
  await provider.send('hardhat_setCode', [MULTI_SEND, MULTI_SEND_CALL_ONLY.deployedBytecode]);
  const owners = ownerKeys.map((key) => new Wallet(key, provider));
  const setup = new Interface(SAFE.abi).encodeFunctionData('setup', [
    owners.map((o) => o.address),
    2,
    ZeroAddress,
    '0x',
    fallbackHandler,
    ZeroAddress,
    0,
    ZeroAddress,
  ]);
  const factory = new Contract(factoryAddress, PROXY_FACTORY.abi, funder);
  const create = factory.getFunction('createProxyWithNonce');
  const salt = BigInt(Date.now());
  const address = (await create.staticCall(singleton, setup, salt)) as string;
  await (await create(singleton, setup, salt)).wait();
  return { safe: new Contract(address, SAFE.abi, funder), address, owners, provider };
}

/** The Safe transaction Safe{Wallet} makes of the proposed calls: one as it is, several through MultiSendCallOnly. */
function safeTransactionOf(txs: readonly ProposedTx[], nonce: bigint) {
  const base = { safeTxGas: 0n, baseGas: 0n, gasPrice: 0n, gasToken: ZeroAddress, refundReceiver: ZeroAddress, nonce };
  const [only] = txs;
  if (txs.length === 1 && only)
    return { ...base, to: only.to, value: BigInt(only.value), data: only.data, operation: 0 };
  const packed = concat(
    txs.map((tx) =>
      solidityPacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, tx.to, BigInt(tx.value), (tx.data.length - 2) / 2, tx.data],
      ),
    ),
  );
  return {
    ...base,
    to: MULTI_SEND,
    value: 0n,
    data: multiSend.encodeFunctionData('multiSend', [packed]),
    operation: 1,
  };
}

/** Two owners sign (EIP-712, sorted by address) and the first executes; resolves with the receipt's status. */
async function execute(test: TestSafe, tx: SafeTx): Promise<number | undefined> {
  const domain = { chainId: CHAIN_ID, verifyingContract: test.address };
  const signers = [test.owners[2], test.owners[0]] as Wallet[];
  const sorted = [...signers].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  const signatures = concat(await Promise.all(sorted.map((owner) => owner.signTypedData(domain, SAFE_TX_TYPES, tx))));
  const args = [tx.to, tx.value, tx.data, tx.operation, 0n, 0n, 0n, ZeroAddress, ZeroAddress, signatures];
  const exec = (test.safe.connect(test.owners[0] as Wallet) as Contract).getFunction('execTransaction');
  const gasLimit = ((await exec.estimateGas(...args, { gasPrice: 0 })) * 12n) / 10n;
  const receipt = await (await exec(...args, { gasLimit })).wait();
  return receipt?.status ?? undefined;
}

export interface SafeHost {
  /** The SDK messages the Tool sent, in order (method names). */
  methods: string[];
  /** Proposals not executed yet, with their safeTxHash. */
  queue: { txs: ProposedTx[]; safeTxHash: string }[];
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
      for (let next = host.queue.shift(); next; next = host.queue.shift()) {
        const nonce = (await test.safe.getFunction('nonce')()) as bigint;
        statuses.push(await execute(test, safeTransactionOf(next.txs, nonce)));
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
      const { txs } = message.params as { txs: ProposedTx[] };
      const nonce = ((await test.safe.getFunction('nonce')()) as bigint) + BigInt(host.queue.length);
      const tx = safeTransactionOf(txs, nonce);
      const safeTxHash = TypedDataEncoder.hash(
        { chainId: CHAIN_ID, verifyingContract: test.address },
        SAFE_TX_TYPES,
        tx,
      );
      host.queue.push({ txs, safeTxHash });
      host.proposed += 1;
      return { success: true, data: { safeTxHash } };
    }
    return { success: false, error: `${message.method} is not served by the test host` };
  });
  await page.goto(`${hostOrigin}/?tool=${encodeURIComponent(toolUrl)}`);
  return host;
}
