// Child process of startLocalChain: runs the Hardhat network behind a JSON-RPC server, installs the
// deterministic-deployment proxy and deploys BulkSend v3 (the product's) and v2 (older history) through it (unless bare), deploys the demo token, funds the
// test accounts, reports the facts to the parent over IPC and stops when told (or orphaned).
import { createRequire } from 'node:module';
import { BrowserProvider, HDNodeWallet, Mnemonic } from 'ethers';
import { deployBulkSendDeterministic } from '../deterministic/deployBulkSendDeterministic.js';
import { installDeterministicDeploymentProxy } from '../deterministic/installDeterministicDeploymentProxy.js';
import { predictBulkSendAddress } from '../deterministic/predictBulkSendAddress.js';
import { predictBulkSendV3Address } from '../deterministic/predictBulkSendV3Address.js';
import { DemoToken__factory } from '../typechain-types/factories/contracts/demo/DemoToken__factory.js';
import { LOCAL_CHAIN } from './LOCAL_CHAIN.js';
import type { LocalChainInfo } from './LocalChain.js';

interface HardhatRuntime {
  config: { networks: { hardhat: { accounts: { mnemonic: string; path: string; count: number } } } };
  network: { provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> } };
  run(task: string, args: Record<string, unknown>): Promise<unknown>;
}

interface JsonRpcServer {
  listen(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

async function main(): Promise<void> {
  const host = process.env.FANOUT_CHAIN_HOST ?? LOCAL_CHAIN.host;
  const port = Number(process.env.FANOUT_CHAIN_PORT ?? 0);
  const hre = require('hardhat') as HardhatRuntime;
  const { TASK_NODE_CREATE_SERVER } = require('hardhat/builtin-tasks/task-names') as Record<string, string>;
  const provider = hre.network.provider;
  const server = (await hre.run(TASK_NODE_CREATE_SERVER ?? 'node:create-server', {
    hostname: host,
    port,
    provider,
  })) as JsonRpcServer;
  const listening = await server.listen();

  const ethers = new BrowserProvider(provider, undefined, { cacheTimeout: -1 });
  const deployer = await ethers.getSigner(0);
  const bare = process.env.FANOUT_CHAIN_BARE === '1';
  // Like a real chain: the proxy arrives through its presigned transaction, then BulkSend through the proxy, so its
  // address is the one predictBulkSendV3Address gives for the owner; v2 beside it, as a chain that paid through v2
  // before v3 came has it. A bare chain has neither (the Tool deploys v3).
  if (!bare) {
    await installDeterministicDeploymentProxy(deployer);
    await deployBulkSendDeterministic(deployer, { owner: deployer.address, version: 'v3' });
  }
  const token = await new DemoToken__factory(deployer).deploy(
    LOCAL_CHAIN.demoTokenName,
    LOCAL_CHAIN.demoTokenSymbol,
    LOCAL_CHAIN.demoTokenDecimals,
  );
  // After the token, so the token keeps its address (the deployer's nonce 2) on a chain with BulkSend.
  if (!bare) await deployBulkSendDeterministic(deployer, { owner: deployer.address, version: 'v2' });
  const { mnemonic, path, count } = hre.config.networks.hardhat.accounts;
  const seed = Mnemonic.fromPhrase(mnemonic);
  const accounts = Array.from({ length: count }, (_, i) => {
    const wallet = HDNodeWallet.fromMnemonic(seed, `${path}/${i}`);
    return { address: wallet.address, privateKey: wallet.privateKey };
  });
  for (const account of accounts.slice(0, LOCAL_CHAIN.fundedAccounts)) {
    await (await token.mint(account.address, LOCAL_CHAIN.demoTokenPerAccount)).wait();
  }
  const info: LocalChainInfo = {
    rpcUrl: `http://${host}:${listening.port}`,
    chainId: Number(process.env.FANOUT_CHAIN_ID ?? LOCAL_CHAIN.chainId),
    bulkSend: predictBulkSendV3Address({ owner: deployer.address }),
    bulkSendVersion: 'v3',
    olderBulkSends: bare ? [] : [{ address: predictBulkSendAddress({ owner: deployer.address }), version: 'v2' }],
    bare,
    demoToken: await token.getAddress(),
    demoTokenDecimals: LOCAL_CHAIN.demoTokenDecimals,
    demoTokenPerAccount: LOCAL_CHAIN.demoTokenPerAccount.toString(),
    fundedAccounts: LOCAL_CHAIN.fundedAccounts,
    accounts,
  };

  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  // The parent went away without stopping us: do not linger.
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.send?.({ type: 'ready', info });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
