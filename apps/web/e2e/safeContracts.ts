// Safe v1.4.1 on the local chain for the Tool's browser tests, from the npm artifacts of @safe-global/safe-contracts
// (the contracts Safe{Wallet} deploys), driven with ethers as owners' wallets do: deploy, create a Safe, turn a
// Transaction Builder file into the Safe transaction the Builder proposes, sign it (EIP-712) and execute it. The same
// steps as wallet-core's test/safeContracts.ts (its Safe tests), kept here because an app's tests reach the engine only
// through its published entries.
import { createRequire } from 'node:module';
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
  type Wallet,
  ZeroAddress,
} from 'ethers';

const require = createRequire(import.meta.url);
type Artifact = { abi: InterfaceAbi; bytecode: string; deployedBytecode: string };
const artifact = (path: string) => require(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`) as Artifact;
const SAFE = artifact('Safe.sol/Safe.json');
const PROXY_FACTORY = artifact('proxies/SafeProxyFactory.sol/SafeProxyFactory.json');
const MULTI_SEND_CALL_ONLY = artifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json');
const FALLBACK_HANDLER = artifact('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json');

/** Safe v1.4.1's canonical MultiSendCallOnly (the Transaction Builder's), where the test installs its code. */
const MULTI_SEND_CALL_ONLY_ADDRESS = SAFE_MULTI_SEND_DEPLOYMENTS[5] as string;
const multiSend = new Interface(['function multiSend(bytes transactions) payable']);

export type SafeTransaction = {
  to: string;
  value: bigint;
  data: string;
  operation: 0 | 1;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: string;
  refundReceiver: string;
  nonce: bigint;
};

export const SAFE_TX_TYPES = {
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

/** An ethers provider on the local chain (id 137) that polls quickly; no network lookups, no cache. */
export function chainProvider(rpcUrl: string): JsonRpcProvider {
  const network = new Network('local', 137);
  return new JsonRpcProvider(rpcUrl, network, { staticNetwork: network, pollingInterval: 50, cacheTimeout: -1 });
}

/** The singleton, the proxy factory and the fallback handler deployed; MultiSendCallOnly at its canonical address. */
export async function deploySafeContracts(deployer: Wallet & { provider: JsonRpcProvider }) {
  const deploy = async (a: Artifact) => {
    const contract = await new ContractFactory(a.abi, a.bytecode, deployer).deploy();
    await contract.waitForDeployment();
    return contract.getAddress();
  };
  const singleton = await deploy(SAFE);
  const factory = await deploy(PROXY_FACTORY);
  const fallbackHandler = await deploy(FALLBACK_HANDLER);
  await deployer.provider.send('hardhat_setCode', [
    MULTI_SEND_CALL_ONLY_ADDRESS,
    MULTI_SEND_CALL_ONLY.deployedBytecode,
  ]);
  return { singleton, factory, fallbackHandler };
}

/** A new Safe proxy with these owners and threshold (as Safe{Wallet}'s "create Safe" makes one). */
export async function createSafe(
  deployer: Wallet,
  contracts: { singleton: string; factory: string; fallbackHandler: string },
  owners: string[],
  threshold: number,
): Promise<Contract> {
  const setup = new Contract(contracts.singleton, SAFE.abi, deployer).interface.encodeFunctionData('setup', [
    owners,
    threshold,
    ZeroAddress,
    '0x',
    contracts.fallbackHandler,
    ZeroAddress,
    0,
    ZeroAddress,
  ]);
  const factory = new Contract(contracts.factory, PROXY_FACTORY.abi, deployer).getFunction('createProxyWithNonce');
  const salt = BigInt(Date.now());
  const address = (await factory.staticCall(contracts.singleton, setup, salt)) as string;
  await (await factory(contracts.singleton, setup, salt)).wait();
  return new Contract(address, SAFE.abi, deployer);
}

/** The Safe transaction of a Transaction Builder file's calls: one as it is, several through MultiSendCallOnly. */
export function safeTransactionOf(
  transactions: readonly { to: string; value: string; data: string }[],
  nonce: bigint,
): SafeTransaction {
  const base = { safeTxGas: 0n, baseGas: 0n, gasPrice: 0n, gasToken: ZeroAddress, refundReceiver: ZeroAddress, nonce };
  const [only] = transactions;
  if (transactions.length === 1 && only) {
    return { ...base, to: only.to, value: BigInt(only.value), data: only.data, operation: 0 };
  }
  const packed = concat(
    transactions.map((tx) =>
      solidityPacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, tx.to, BigInt(tx.value), (tx.data.length - 2) / 2, tx.data],
      ),
    ),
  );
  const data = multiSend.encodeFunctionData('multiSend', [packed]);
  return { ...base, to: MULTI_SEND_CALL_ONLY_ADDRESS, value: 0n, data, operation: 1 };
}

/** The owners' EIP-712 signatures of `tx`, ordered by owner address as the Safe requires. */
export async function signSafeTransaction(safe: string, tx: SafeTransaction, owners: readonly Wallet[]) {
  const domain = { chainId: 137, verifyingContract: safe };
  const sorted = [...owners].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  return concat(await Promise.all(sorted.map((owner) => owner.signTypedData(domain, SAFE_TX_TYPES, tx))));
}

/**
 * `execTransaction` as an executor's wallet sends it: gas estimated at gas price 0 plus a 20 % margin, or `gasLimit`
 * (no estimate: to send one the chain will refuse). Resolves to the receipt's status (1 paid, 0 reverted).
 */
export async function execSafeTransaction(
  safe: Contract,
  executor: Wallet,
  tx: SafeTransaction,
  signatures: string,
  gasLimit?: bigint,
): Promise<number> {
  const args = [
    tx.to,
    tx.value,
    tx.data,
    tx.operation,
    tx.safeTxGas,
    tx.baseGas,
    tx.gasPrice,
    tx.gasToken,
    tx.refundReceiver,
    signatures,
  ];
  const exec = (safe.connect(executor) as Contract).getFunction('execTransaction');
  const limit = gasLimit ?? ((await exec.estimateGas(...args, { gasPrice: 0 })) * 12n) / 10n;
  const sent = await exec(...args, { gasLimit: limit });
  const receipt = await sent.wait().catch((error: { receipt?: { status: number } }) => error.receipt ?? null);
  return receipt?.status ?? 0;
}
