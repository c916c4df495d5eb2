import { BulkSendV3__factory } from '../typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
import type { BulkSendDeploymentParameters } from './BulkSendDeploymentParameters.js';
import type { BulkSendDeterministicDeployment } from './BulkSendDeterministicDeployment.js';
import { deterministicDeploymentOf } from './deterministicDeploymentOf.js';

/**
 * `buildBulkSendDeployment` for BulkSend v3: the same proxy, salt and owner, v3's bytecode, so its own address.
 * @throws DeterministicDeploymentError INVALID_OWNER, INVALID_SALT
 */
export function buildBulkSendV3Deployment(parameters: BulkSendDeploymentParameters): BulkSendDeterministicDeployment {
  return deterministicDeploymentOf(BulkSendV3__factory.bytecode, parameters);
}
