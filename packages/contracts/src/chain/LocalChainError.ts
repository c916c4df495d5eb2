import { ContractsError } from '../errors/ContractsError.js';

/** The local chain could not start (port taken, Hardhat failed, timeout). */
export class LocalChainError extends ContractsError {
  override readonly name = 'LocalChainError';
}
