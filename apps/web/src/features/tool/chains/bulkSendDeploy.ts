// BulkSend's one-time deploy from the member's wallet: one transaction to the deterministic-deployment proxy, whose
// CREATE2 puts BulkSend at the address every chain shares (predictBulkSendAddress). Plain EIP-1193 requests.
import {
  type BulkSendDeterministicDeployment,
  buildBulkSendDeployment,
  buildBulkSendV3Deployment,
  DETERMINISTIC_DEPLOYMENT_PROXY,
  DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
  DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING,
  DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION,
} from '@fanout/contracts';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import { waitForTransactionReceipt } from '@fanout/wallet-core/transactions';
import type { Eip1193Provider } from 'ethers';
import { DeployError } from './DeployError.js';

export type BulkSendCode = 'checking' | 'present' | 'missing';

/** The deploy's figures, shown before the member signs. */
export interface DeployEstimate {
  deployment: BulkSendDeterministicDeployment;
  gas: bigint;
  gasPrice: bigint;
  cost: bigint;
}

/** Why the deploy cannot be offered or estimated. */
export type DeployProblem = 'proxyMissing' | 'addressMismatch';

/**
 * Installing the deterministic-deployment proxy on a chain that lacks it, the way it reaches every real chain: the
 * member's wallet sends the proxy's one-off deployer the native coin its presigned transaction pays for gas
 * (`funding`, nothing when it already holds it), then that presigned transaction is broadcast.
 */
export interface ProxyInstallEstimate {
  funding: bigint;
  /** Gas of the funding transfer (0 when no funding is needed) and the chain's gas price. */
  gas: bigint;
  gasPrice: bigint;
  /** What leaves the member's wallet: funding + gas × gasPrice. */
  cost: bigint;
}

/** Why the proxy cannot be installed here: its deployer already used nonce 0, so the presigned transaction never fits. */
export type ProxyInstallProblem = 'proxyDeployerUsed';

/** Head room over the estimate, as wallets add it. */
const GAS_MARGIN_PERCENT = 120n;
/** The deploy's receipts: read every second (a local chain mines at once), given up after the package's 5 minutes. */
const RECEIPT_WAIT = { pollIntervalMs: 1_000, throwOnRevert: true } as const;

export async function codeAt(provider: Eip1193Provider, address: string): Promise<string> {
  return (await provider.request({ method: 'eth_getCode', params: [address, 'latest'] })) as string;
}

/** Whether `address` holds a contract (what the Tool needs before planning a run through it). */
export async function hasCode(provider: Eip1193Provider, address: string): Promise<boolean> {
  const code = await codeAt(provider, address);
  return typeof code === 'string' && code !== '0x' && code !== '0x0';
}

/** The deploy transaction of `chain`'s offer, or the reason there is none on this chain. */
export async function estimateDeploy(
  provider: Eip1193Provider,
  from: string,
  chain: ChainSetting,
): Promise<DeployEstimate | DeployProblem> {
  const { owner, salt } = chain.deploy;
  if (!owner) throw new Error('no BulkSend owner configured');
  // The deploy offered is of the version the chain's BulkSend address is (the API's predicted address is v3's).
  const build = chain.bulkSend.version === 'v3' ? buildBulkSendV3Deployment : buildBulkSendDeployment;
  const deployment = build({ owner, ...(salt ? { salt } : {}) });
  if (chain.bulkSend.address && deployment.address.toLowerCase() !== chain.bulkSend.address.toLowerCase()) {
    return 'addressMismatch';
  }
  if (!(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY))) return 'proxyMissing';
  const tx = { from, to: deployment.to, data: deployment.data };
  const gas = BigInt((await provider.request({ method: 'eth_estimateGas', params: [tx] })) as string);
  const gasPrice = BigInt((await provider.request({ method: 'eth_gasPrice', params: [] })) as string);
  return { deployment, gas, gasPrice, cost: gas * gasPrice };
}

/** Sends the deploy from `from`, waits for its receipt and checks BulkSend's code; returns the transaction hash. */
export async function deployBulkSend(
  provider: Eip1193Provider,
  from: string,
  estimate: DeployEstimate,
  onHash?: (hash: string) => void,
): Promise<string> {
  const { deployment } = estimate;
  const gas = `0x${((estimate.gas * GAS_MARGIN_PERCENT) / 100n).toString(16)}`;
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from, to: deployment.to, data: deployment.data, gas }],
  })) as string;
  onHash?.(hash);
  await waitForTransactionReceipt(provider, hash, RECEIPT_WAIT);
  if (!(await hasCode(provider, deployment.address))) {
    throw new DeployError(
      'deployNoCode',
      { address: deployment.address, hash },
      `no code at ${deployment.address} after the deploy transaction ${hash}`,
    );
  }
  return hash;
}

/** What installing the proxy costs the member, or why it cannot be installed on this chain. */
export async function estimateProxyInstall(
  provider: Eip1193Provider,
  from: string,
): Promise<ProxyInstallEstimate | ProxyInstallProblem> {
  const deployer = DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER;
  const nonce = BigInt(
    (await provider.request({ method: 'eth_getTransactionCount', params: [deployer, 'latest'] })) as string,
  );
  if (nonce > 0n) return 'proxyDeployerUsed';
  const balance = BigInt(
    (await provider.request({ method: 'eth_getBalance', params: [deployer, 'latest'] })) as string,
  );
  const funding =
    balance >= DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING ? 0n : DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING - balance;
  const gasPrice = BigInt((await provider.request({ method: 'eth_gasPrice', params: [] })) as string);
  const gas =
    funding === 0n
      ? 0n
      : BigInt(
          (await provider.request({
            method: 'eth_estimateGas',
            params: [{ from, to: deployer, value: `0x${funding.toString(16)}` }],
          })) as string,
        );
  return { funding, gas, gasPrice, cost: funding + gas * gasPrice };
}

/** Broadcasts a signed transaction: through the wallet, else (a wallet that refuses raw transactions) the chain's RPCs. */
async function broadcast(provider: Eip1193Provider, rpcUrls: readonly string[], raw: string): Promise<string> {
  const errors: string[] = [];
  try {
    return (await provider.request({ method: 'eth_sendRawTransaction', params: [raw] })) as string;
  } catch (error) {
    errors.push(`wallet: ${(error as { message?: string })?.message ?? String(error)}`);
  }
  for (const url of rpcUrls) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] }),
      });
      const body = (await response.json()) as { result?: string; error?: { message?: string } };
      if (body.result) return body.result;
      errors.push(`${url}: ${body.error?.message ?? response.statusText}`);
    } catch (error) {
      errors.push(`${url}: ${(error as { message?: string })?.message ?? String(error)}`);
    }
  }
  throw new DeployError(
    'proxyRefused',
    { errors: errors.join('; ') },
    `the presigned proxy transaction was refused (${errors.join('; ')})`,
  );
}

/**
 * Installs the proxy: the member's wallet funds its deployer (one transaction, `onStep('funding')`), then the presigned
 * transaction is broadcast (`onStep('broadcast')`); resolves once the proxy's code is on chain. A second member doing
 * the same at once costs nothing extra: the presigned transaction can be mined only once, and the code is what counts.
 */
export async function installProxy(
  provider: Eip1193Provider,
  from: string,
  chain: ChainSetting,
  estimate: ProxyInstallEstimate,
  onStep?: (step: 'funding' | 'broadcast', hash: string | null) => void,
): Promise<void> {
  if (estimate.funding > 0n) {
    onStep?.('funding', null);
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
          value: `0x${estimate.funding.toString(16)}`,
          gas: `0x${estimate.gas.toString(16)}`,
        },
      ],
    })) as string;
    onStep?.('funding', hash);
    await waitForTransactionReceipt(provider, hash, RECEIPT_WAIT);
  }
  onStep?.('broadcast', null);
  if (!(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY))) {
    try {
      const hash = await broadcast(provider, chain.rpcUrls, DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION);
      onStep?.('broadcast', hash);
      await waitForTransactionReceipt(provider, hash, RECEIPT_WAIT);
    } catch (error) {
      // Someone else's copy of the same transaction got in first ("nonce too low"): the proxy is there all the same.
      if (!(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY))) throw error;
    }
  }
  if (!(await hasCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY))) {
    throw new DeployError(
      'proxyNoCode',
      { address: DETERMINISTIC_DEPLOYMENT_PROXY },
      `no code at ${DETERMINISTIC_DEPLOYMENT_PROXY} after its presigned transaction`,
    );
  }
}
