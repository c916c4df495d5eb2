import { ContractsError } from '../errors/ContractsError.js';
import type { ContractsMessageKey } from '../messages/ContractsMessageKey.js';
import type { ContractsMessageParams } from '../messages/ContractsMessageParams.js';

/** What went wrong in a deterministic (CREATE2) deployment. */
export type DeterministicDeploymentProblem =
  | 'INVALID_OWNER'
  | 'INVALID_SALT'
  | 'NO_PROVIDER'
  | 'PROXY_MISSING'
  | 'PROXY_INSTALL_FAILED'
  | 'DEPLOY_FAILED';

const MESSAGE_KEYS: Readonly<Record<DeterministicDeploymentProblem, ContractsMessageKey>> = {
  INVALID_OWNER: 'deterministicInvalidOwner',
  INVALID_SALT: 'deterministicInvalidSalt',
  NO_PROVIDER: 'deterministicNoProvider',
  PROXY_MISSING: 'deterministicProxyMissing',
  PROXY_INSTALL_FAILED: 'deterministicProxyInstallFailed',
  DEPLOY_FAILED: 'deterministicDeployFailed',
};

/**
 * Thrown by the deterministic-deployment helpers; `code` says which step failed, and sets the `messageKey`
 * (`deterministic…`) whose values `messageParams` holds (`owner`, `salt`, `chainId`, `proxy`, `error`, `address`).
 */
export class DeterministicDeploymentError extends ContractsError {
  override readonly name = 'DeterministicDeploymentError';
  readonly code: DeterministicDeploymentProblem;

  constructor(
    code: DeterministicDeploymentProblem,
    message: string,
    options: { cause?: unknown; messageParams?: ContractsMessageParams } = {},
  ) {
    super(message, { ...options, messageKey: MESSAGE_KEYS[code] ?? 'contractsError' });
    this.code = code;
  }
}
