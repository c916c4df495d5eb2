// Safe v1.4.1 on the local chain from the npm artifacts of @safe-global/safe-contracts (the contracts Safe{Wallet}
// deploys), driven with ethers as an owner's wallet would: deploy, create a Safe, sign (EIP-712) and execute. Used by
// wallet-core's Safe tests and the Tool's browser tests alike.
import { createRequire } from 'node:module';
import {
  type BaseWallet,
  Contract,
  ContractFactory,
  concat,
  getCreate2Address,
  Interface,
  type InterfaceAbi,
  JsonRpcProvider,
  keccak256,
  Network,
  solidityPacked,
  TypedDataEncoder,
  type Wallet,
  ZeroAddress,
  ZeroHash,
} from 'ethers';

const require = createRequire(import.meta.url);
type Artifact = { abi: InterfaceAbi; bytecode: string; deployedBytecode: string };
const artifact = (path: string) => require(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`) as Artifact;
const SAFE = artifact('Safe.sol/Safe.json');
const PROXY_FACTORY = artifact('proxies/SafeProxyFactory.sol/SafeProxyFactory.json');
const MULTI_SEND_CALL_ONLY = artifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json');
const FALLBACK_HANDLER = artifact('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json');

/** Safe's singleton factory: Safe deploys its contracts through it (CREATE2, salt 0), at one address on every chain. */
const SAFE_SINGLETON_FACTORY = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7';

/**
 * Safe v1.4.1's canonical MultiSendCallOnly (the Transaction Builder's; one of wallet-core's
 * `SAFE_MULTI_SEND_DEPLOYMENTS`), where the test installs its code: derived from the artifact as the singleton factory
 * places it, so a test that delegate-calls the engine's address reaches this code or fails.
 */
const MULTI_SEND_CALL_ONLY_ADDRESS = getCreate2Address(
  SAFE_SINGLETON_FACTORY,
  ZeroHash,
  keccak256(MULTI_SEND_CALL_ONLY.bytecode),
);
const multiSendInterface = new Interface(['function multiSend(bytes transactions) payable']);

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

/**
 * An ethers provider on the chain that polls quickly (the chain mines each transaction at once). A bare network:
 * ethers' own network for 137 asks Polygon's gas station online for fees; no cache (nonces change every call).
 */
export function chainProvider(rpcUrl: string, chainId: number): JsonRpcProvider {
  const network = new Network('local', chainId);
  return new JsonRpcProvider(rpcUrl, network, { staticNetwork: network, pollingInterval: 50, cacheTimeout: -1 });
}

/** The singleton, the proxy factory and the fallback handler deployed; MultiSendCallOnly at its canonical address. */
export async function deploySafeContracts(deployer: BaseWallet & { provider: JsonRpcProvider }) {
  const deploy = async (a: Artifact) => {
    const contract = await new ContractFactory(a.abi, a.bytecode, deployer).deploy();
    await contract.waitForDeployment();
    return contract.getAddress();
  };
  const singleton = await deploy(SAFE);
  const factory = await deploy(PROXY_FACTORY);
  const fallbackHandler = await deploy(FALLBACK_HANDLER);
  // MultiSendCallOnly has no constructor and no immutables: its runtime code is the same at any address.
  await deployer.provider.send('hardhat_setCode', [
    MULTI_SEND_CALL_ONLY_ADDRESS,
    MULTI_SEND_CALL_ONLY.deployedBytecode,
  ]);
  return { singleton, factory, fallbackHandler };
}

/** A new Safe proxy with these owners and threshold (as Safe{Wallet}'s "create Safe" makes one). */
export async function createSafe(
  deployer: BaseWallet,
  contracts: { singleton: string; factory: string; fallbackHandler: string },
  owners: string[],
  threshold: number,
): Promise<Contract> {
  const safeAtSingleton = new Contract(contracts.singleton, SAFE.abi, deployer);
  const initializer = safeAtSingleton.interface.encodeFunctionData('setup', [
    owners,
    threshold,
    ZeroAddress,
    '0x',
    contracts.fallbackHandler,
    ZeroAddress,
    0,
    ZeroAddress,
  ]);
  const factory = new Contract(contracts.factory, PROXY_FACTORY.abi, deployer);
  const salt = BigInt(Date.now());
  const address = (await factory
    .getFunction('createProxyWithNonce')
    .staticCall(contracts.singleton, initializer, salt)) as string;
  await (await factory.getFunction('createProxyWithNonce')(contracts.singleton, initializer, salt)).wait();
  return new Contract(address, SAFE.abi, deployer);
}

/**
 * The Safe transaction for the calls of a Transaction Builder file, as the Builder makes it: one call as it is, several
 * through MultiSendCallOnly (DELEGATECALL, all or nothing). No refund: gas is paid by whoever executes.
 */
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
  return {
    ...base,
    to: MULTI_SEND_CALL_ONLY_ADDRESS,
    value: 0n,
    data: multiSendInterface.encodeFunctionData('multiSend', [packed]),
    operation: 1,
  };
}

/**
 * The Safe transaction's fields in the order the Safe's functions take them, before their last argument:
 * `execTransaction(...args, signatures)`, `getTransactionHash(...args, nonce)`.
 */
export function safeTransactionArgs(tx: SafeTransaction) {
  const { to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver } = tx;
  return [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver] as const;
}

/** The owners' EIP-712 signatures of `tx`, ordered by owner address as the Safe requires. */
export async function signSafeTransaction(
  safe: string,
  chainId: number,
  tx: SafeTransaction,
  owners: readonly Wallet[],
): Promise<string> {
  const domain = { chainId, verifyingContract: safe };
  const sorted = [...owners].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1));
  return concat(await Promise.all(sorted.map((owner) => owner.signTypedData(domain, SAFE_TX_TYPES, tx))));
}

/** The EIP-712 hash the owners sign (compared in the test with the Safe's own `getTransactionHash`). */
export function safeTransactionHash(safe: string, chainId: number, tx: SafeTransaction): string {
  return TypedDataEncoder.hash({ chainId, verifyingContract: safe }, SAFE_TX_TYPES, tx);
}

/**
 * `execTransaction` as an executor's wallet sends it: gas estimated at gas price 0 (as geth estimates when no price is
 * given; BulkSend's minimum fee is gas price × gas left × feePercent, so an estimate at a real price with the block's
 * gas limit would refuse a small chunk's fee), plus a wallet's 20 % margin. `gasLimit` skips the estimate (to send a
 * doomed one).
 */
export async function execSafeTransaction(
  safe: Contract,
  executor: Wallet,
  tx: SafeTransaction,
  signatures: string,
  gasLimit?: bigint,
) {
  const args = [...safeTransactionArgs(tx), signatures];
  const exec = (safe.connect(executor) as Contract).getFunction('execTransaction');
  const estimate = async () => ((await exec.estimateGas(...args, { gasPrice: 0 })) * 12n) / 10n;
  return exec(...args, { gasLimit: gasLimit ?? (await estimate()) });
}
