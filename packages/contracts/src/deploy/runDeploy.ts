import { JsonRpcProvider, type Network, Wallet } from 'ethers';
import type { BulkSendDeployment } from '../deployments/BulkSendDeployment.js';
import { NETWORKS } from '../deployments/NETWORKS.js';
import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import { DeployError } from './DeployError.js';
import { recordDeployment } from './recordDeployment.js';

/** Parameters of `runDeploy`. */
export interface RunDeployParameters {
  /** JSON-RPC endpoint of Polygon (137) or Amoy (80002). */
  rpcUrl: string;
  /** Deployer key (0x-hex). Never commit it: pass it through the environment. */
  privateKey: string;
  /** Owner (fee wallet) of the new contract; default the deployer. */
  owner?: string;
  /** Deployments JSON file to update. */
  deploymentsFile: string;
  /** Allow a Hardhat node (tests only: a local node also says chain id 137). */
  allowLocalNode?: boolean;
  /** Fixed network for the provider (tests: a plain 137 network without ethers' Polygon gas-station lookup). */
  network?: Network;
  /** Confirmations to wait for; default 2 on real networks. */
  confirmations?: number;
}

/** Deploys BulkSend with the deployer key and records its address in the deployments file. */
export async function runDeploy(parameters: RunDeployParameters): Promise<BulkSendDeployment> {
  const provider = new JsonRpcProvider(
    parameters.rpcUrl,
    parameters.network,
    parameters.network ? { staticNetwork: parameters.network } : {},
  );
  try {
    const chainId = Number((await provider.getNetwork()).chainId);
    const network = NETWORKS[chainId];
    if (!network) {
      throw new DeployError(`chain id ${chainId} is not Polygon (137) or Amoy (80002)`, {
        messageKey: 'deployUnsupportedChain',
        messageParams: { chainId },
      });
    }
    const client = String(await provider.send('web3_clientVersion', []));
    if (client.startsWith('HardhatNetwork') && !parameters.allowLocalNode) {
      throw new DeployError('this RPC is a local Hardhat node: use `pnpm chain` for local addresses', {
        messageKey: 'deployLocalNode',
      });
    }
    if (!/^0x[0-9a-fA-F]{64}$/.test(parameters.privateKey)) {
      throw new DeployError('DEPLOYER_PRIVATE_KEY is not a key', { messageKey: 'deployInvalidKey' });
    }
    const deployer = new Wallet(parameters.privateKey, provider);
    const owner = parameters.owner ?? deployer.address;
    const contract = await new BulkSend__factory(deployer).deploy(owner);
    const tx = contract.deploymentTransaction();
    const receipt = await tx?.wait(parameters.confirmations ?? (parameters.allowLocalNode ? 1 : 2));
    if (!receipt) throw new DeployError('deployment transaction was not mined', { messageKey: 'deployNotMined' });
    const deployment: BulkSendDeployment = {
      chainId,
      network: network.name,
      address: await contract.getAddress(),
      owner,
      transactionHash: receipt.hash,
      blockNumber: receipt.blockNumber,
      deployedAt: new Date().toISOString(),
    };
    recordDeployment(parameters.deploymentsFile, deployment);
    return deployment;
  } finally {
    provider.destroy();
  }
}
