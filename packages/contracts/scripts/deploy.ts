// `pnpm --filter @fanout/contracts deploy`: deploys BulkSend to Polygon or Amoy (chosen by the RPC's chain id) and
// writes its address into src/deployments/deployments.json. Environment: RPC_URL, DEPLOYER_PRIVATE_KEY, and
// optionally OWNER_ADDRESS (fee wallet; default the deployer). Rebuild the package afterwards.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDeploy } from '../src/deploy/runDeploy.js';
import { NETWORKS } from '../src/deployments/NETWORKS.js';

const rpcUrl = process.env.RPC_URL;
const privateKey = process.env.DEPLOYER_PRIVATE_KEY;
if (!rpcUrl || !privateKey) {
  console.error('Set RPC_URL and DEPLOYER_PRIVATE_KEY (and optionally OWNER_ADDRESS).');
  process.exit(2);
}
const deploymentsFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'deployments', 'deployments.json');
const deployment = await runDeploy({ rpcUrl, privateKey, owner: process.env.OWNER_ADDRESS, deploymentsFile });
const explorer = NETWORKS[deployment.chainId]?.explorer ?? '';
console.log(`BulkSend on ${deployment.network} (${deployment.chainId}): ${deployment.address}`);
console.log(`  owner ${deployment.owner}, tx ${explorer}/tx/${deployment.transactionHash}`);
console.log(`  recorded in ${deploymentsFile}`);
