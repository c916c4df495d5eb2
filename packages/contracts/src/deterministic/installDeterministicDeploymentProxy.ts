import type { Signer } from 'ethers';
import {
  DETERMINISTIC_DEPLOYMENT_PROXY,
  DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
  DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING,
  DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION,
} from './DETERMINISTIC_DEPLOYMENT_PROXY.js';
import { DeterministicDeploymentError } from './DeterministicDeploymentError.js';
import { readCode } from './readCode.js';

/** What `installDeterministicDeploymentProxy` did. */
export interface InstallProxyResult {
  /** False when the proxy was already there (nothing sent). */
  installed: boolean;
  /** Hash of the presigned deployment transaction when it was broadcast. */
  transactionHash: string | undefined;
}

/**
 * Installs the deterministic-deployment proxy on a chain that lacks it, the way it reaches every real chain: `funder`
 * sends the proxy's one-off deployer the 0.01 native coin its presigned transaction pays for gas, then that
 * presigned (pre-EIP-155) transaction is broadcast. The node must accept unprotected transactions (Hardhat does;
 * geth needs `--rpc.allow-unprotected-txs`). A no-op when the proxy is already there.
 * @throws DeterministicDeploymentError NO_PROVIDER, PROXY_INSTALL_FAILED (e.g. the deployer's nonce is already used)
 */
export async function installDeterministicDeploymentProxy(funder: Signer): Promise<InstallProxyResult> {
  const provider = funder.provider;
  if (!provider) throw new DeterministicDeploymentError('NO_PROVIDER', 'the funding signer has no provider');
  if ((await readCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)) !== '0x') {
    return { installed: false, transactionHash: undefined };
  }
  try {
    const balance = await provider.getBalance(DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER);
    if (balance < DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING) {
      const funding = await funder.sendTransaction({
        to: DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
        value: DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING - balance,
      });
      await funding.wait();
    }
    const tx = await provider.broadcastTransaction(DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION);
    const receipt = await tx.wait();
    if (!receipt || (await readCode(provider, DETERMINISTIC_DEPLOYMENT_PROXY)) === '0x') {
      throw new Error('the presigned transaction did not create the proxy');
    }
    return { installed: true, transactionHash: receipt.hash };
  } catch (error) {
    throw new DeterministicDeploymentError(
      'PROXY_INSTALL_FAILED',
      `could not install the deterministic-deployment proxy: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error, messageParams: { error: error instanceof Error ? error.message : String(error) } },
    );
  }
}
