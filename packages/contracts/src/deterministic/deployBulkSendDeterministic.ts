import type { Signer } from 'ethers';
import type { BulkSendVersion } from '../versions/BULK_SEND_VERSIONS.js';
import type { BulkSendDeploymentParameters } from './BulkSendDeploymentParameters.js';
import { buildBulkSendDeployment } from './buildBulkSendDeployment.js';
import { buildBulkSendV3Deployment } from './buildBulkSendV3Deployment.js';
import { DETERMINISTIC_DEPLOYMENT_PROXY } from './DETERMINISTIC_DEPLOYMENT_PROXY.js';
import { DeterministicDeploymentError } from './DeterministicDeploymentError.js';
import { readCode } from './readCode.js';

/** What `deployBulkSendDeterministic` did. */
export interface DeterministicDeployResult {
  /** BulkSend's address (equal to `predictBulkSendAddress` for the same owner and salt). */
  address: string;
  /** True when code was already there: nothing was sent (deploying twice is a no-op, not an error). */
  alreadyDeployed: boolean;
  /** Hash of the deployment transaction; undefined when `alreadyDeployed`. */
  transactionHash: string | undefined;
}

/**
 * Deploys BulkSend (`version` 'v2', the default, or 'v3') for `owner` through the deterministic-deployment proxy with one transaction from `signer` (anyone
 * may pay for it: the owner and the address do not depend on who sends it), and waits for it. When BulkSend is
 * already at the predicted address it sends nothing and says so.
 * @throws DeterministicDeploymentError NO_PROVIDER, PROXY_MISSING (the chain has no proxy; see
 *   installDeterministicDeploymentProxy), DEPLOY_FAILED, INVALID_OWNER, INVALID_SALT
 */
export async function deployBulkSendDeterministic(
  signer: Signer,
  { version = 'v2', ...parameters }: BulkSendDeploymentParameters & { version?: BulkSendVersion },
): Promise<DeterministicDeployResult> {
  const deployment = version === 'v3' ? buildBulkSendV3Deployment(parameters) : buildBulkSendDeployment(parameters);
  const provider = signer.provider;
  if (!provider) throw new DeterministicDeploymentError('NO_PROVIDER', 'the signer has no provider');
  if ((await readCode(provider, deployment.address)) !== '0x') {
    return { address: deployment.address, alreadyDeployed: true, transactionHash: undefined };
  }
  if ((await readCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)) === '0x') {
    const { chainId } = await provider.getNetwork();
    throw new DeterministicDeploymentError(
      'PROXY_MISSING',
      `chain ${chainId} has no deterministic-deployment proxy at ${DETERMINISTIC_DEPLOYMENT_PROXY}`,
      { messageParams: { chainId: chainId.toString(), proxy: DETERMINISTIC_DEPLOYMENT_PROXY } },
    );
  }
  const tx = await signer.sendTransaction({ to: deployment.to, data: deployment.data });
  const receipt = await tx.wait();
  if (receipt?.status !== 1 || (await readCode(provider, deployment.address)) === '0x') {
    throw new DeterministicDeploymentError('DEPLOY_FAILED', `BulkSend was not created at ${deployment.address}`, {
      messageParams: { address: deployment.address },
    });
  }
  return { address: deployment.address, alreadyDeployed: false, transactionHash: receipt.hash };
}
