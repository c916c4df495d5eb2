import type { BulkSendDeploymentParameters } from './BulkSendDeploymentParameters.js';
import { buildBulkSendDeployment } from './buildBulkSendDeployment.js';

/**
 * The address BulkSend has (or will have) on any EVM chain when deployed through the deterministic-deployment proxy
 * for `owner` with `salt` (default `BULK_SEND_DEFAULT_SALT`). It depends only on the bytecode of this package's
 * BulkSend, the salt and the owner. Pure: no chain access.
 * @throws DeterministicDeploymentError INVALID_OWNER, INVALID_SALT
 */
export function predictBulkSendAddress(parameters: BulkSendDeploymentParameters): string {
  return buildBulkSendDeployment(parameters).address;
}
