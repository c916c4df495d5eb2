/**
 * The `name` of every error this package throws: literal, so `switch (error.name)` narrows and a misspelt case does
 * not compile. A new error class adds its name here.
 */
export type ContractsErrorName = 'ContractsError' | 'DeployError' | 'DeterministicDeploymentError' | 'LocalChainError';

/** Base of this package's TypeScript errors (the contract's own errors are Solidity custom errors in the ABI). */
export class ContractsError extends Error {
  override readonly name: ContractsErrorName = 'ContractsError';
}
