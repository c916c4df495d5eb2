// BulkSend's one-time deploy from the member's wallet: one transaction to the deterministic-deployment proxy, whose
// CREATE2 puts BulkSend at the address every chain shares (predictBulkSendAddress). Plain EIP-1193 requests.
import {
  type BulkSendDeterministicDeployment,
  buildBulkSendDeployment,
  DETERMINISTIC_DEPLOYMENT_PROXY,
} from '@fanout/contracts';
import type { ChainSetting } from '@fanout/wallet-core/chain-settings';
import type { Eip1193Provider } from 'ethers';

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

const RECEIPT_POLL_MS = 1000;
/** Head room over the estimate, as wallets add it. */
const GAS_MARGIN_PERCENT = 120n;

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
  const deployment = buildBulkSendDeployment({ owner, ...(salt ? { salt } : {}) });
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
  for (;;) {
    const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status?: string;
    } | null;
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`the deploy transaction ${hash} reverted`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
  if (!(await hasCode(provider, deployment.address))) {
    throw new Error(`no code at ${deployment.address} after the deploy transaction ${hash}`);
  }
  return hash;
}
