import { ContractsError } from '../errors/ContractsError.js';

/** What went wrong in a deterministic (CREATE2) deployment. */
export type DeterministicDeploymentProblem =
  | 'INVALID_OWNER'
  | 'INVALID_SALT'
  | 'NO_PROVIDER'
  | 'PROXY_MISSING'
  | 'PROXY_INSTALL_FAILED'
  | 'DEPLOY_FAILED';

/** Thrown by the deterministic-deployment helpers; `code` says which step failed. */
export class DeterministicDeploymentError extends ContractsError {
  override readonly name = 'DeterministicDeploymentError';
  readonly code: DeterministicDeploymentProblem;

  constructor(code: DeterministicDeploymentProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
