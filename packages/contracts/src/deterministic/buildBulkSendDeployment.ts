import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import type { BulkSendDeploymentParameters } from './BulkSendDeploymentParameters.js';
import type { BulkSendDeterministicDeployment } from './BulkSendDeterministicDeployment.js';
import { deterministicDeploymentOf } from './deterministicDeploymentOf.js';

/**
 * Builds the proxy call that deploys BulkSend v2 (the version deployed today) for `owner` (e.g. to estimate its gas and
 * show the cost before a wallet sends it) and the address it will have. Pure: no chain access. v3:
 * `buildBulkSendV3Deployment`.
 * @throws DeterministicDeploymentError INVALID_OWNER (not an address, or zero), INVALID_SALT (not 32 bytes)
 */
export function buildBulkSendDeployment(parameters: BulkSendDeploymentParameters): BulkSendDeterministicDeployment {
  return deterministicDeploymentOf(BulkSend__factory.bytecode, parameters);
}
