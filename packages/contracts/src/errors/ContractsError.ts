import type { ContractsMessageKey } from '../messages/ContractsMessageKey.js';
import type { ContractsMessageParams } from '../messages/ContractsMessageParams.js';

/**
 * The `name` of every error this package throws: literal, so `switch (error.name)` narrows and a misspelt case does
 * not compile. A new error class adds its name here.
 */
export type ContractsErrorName = 'ContractsError' | 'DeployError' | 'DeterministicDeploymentError' | 'LocalChainError';

export interface ContractsErrorOptions {
  /** The underlying error, when there is one. */
  cause?: unknown;
  /** Catalogue key of the text to show a person ({@link contractsMessages}); `contractsError` when not given. */
  messageKey?: ContractsMessageKey;
  /** Values of that text's `{{name}}` placeholders. */
  messageParams?: ContractsMessageParams;
}

/** Base of this package's TypeScript errors (the contract's own errors are Solidity custom errors in the ABI). */
export class ContractsError extends Error {
  override readonly name: ContractsErrorName = 'ContractsError';
  /** Catalogue key of the text to show a person: `contractsMessages.en[messageKey]` (wallet-core has it in Chinese). */
  readonly messageKey: ContractsMessageKey;
  /** Values of the text's `{{name}}` placeholders; empty when it has none. */
  readonly messageParams: ContractsMessageParams;

  constructor(message: string, options: ContractsErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.messageKey = options.messageKey ?? 'contractsError';
    this.messageParams = options.messageParams ?? {};
  }
}
