import type { BulkSendDeploymentParameters } from './BulkSendDeploymentParameters.js';
import { buildBulkSendV3Deployment } from './buildBulkSendV3Deployment.js';

/**
 * The address BulkSend v3 has (or will have) on any EVM chain when deployed through the deterministic-deployment proxy
 * for `owner` with `salt` (default `BULK_SEND_DEFAULT_SALT`). Pure: no chain access. v2: `predictBulkSendAddress`.
 * @throws DeterministicDeploymentError INVALID_OWNER, INVALID_SALT
 */
export function predictBulkSendV3Address(parameters: BulkSendDeploymentParameters): string {
  return buildBulkSendV3Deployment(parameters).address;
}
