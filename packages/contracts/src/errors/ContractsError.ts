/** Base of this package's TypeScript errors (the contract's own errors are Solidity custom errors in the ABI). */
export class ContractsError extends Error {
  override readonly name: string = 'ContractsError';
}
