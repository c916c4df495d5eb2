import { WalletCoreError } from './WalletCoreError.js';

/** A caller passed a value outside what a function accepts (e.g. a wallet count of 0 or a non-integer timestamp). */
export class InvalidParameterError extends WalletCoreError {
  override name = 'InvalidParameterError';
  /** Name of the offending parameter. */
  readonly parameter: string;

  constructor(parameter: string, details: string) {
    super('Parameter error', { details: `${parameter}: ${details}`, messageKey: 'parameterError' });
    this.parameter = parameter;
  }
}
