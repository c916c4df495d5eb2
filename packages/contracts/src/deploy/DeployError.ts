import { ContractsError } from '../errors/ContractsError.js';

/** A deployment was refused or failed (unsupported network, local node, missing key). */
export class DeployError extends ContractsError {
  override readonly name = 'DeployError';
}
