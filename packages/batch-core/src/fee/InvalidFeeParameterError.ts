import { BatchCoreError } from '../errors/BatchCoreError.js';

/** Thrown by bulkSendFee when an input is not a non-negative integer (feePercent: 0..255). */
export class InvalidFeeParameterError extends BatchCoreError {
  override readonly name = 'InvalidFeeParameterError';
  readonly parameter: string;
  readonly value: unknown;

  constructor(parameter: string, value: unknown, expected: string) {
    super(`${parameter} must be ${expected}, got ${String(value)}.`, {
      messageKey: 'INVALID_FEE_PARAMETER',
      messageParams: { parameter, value: String(value) },
    });
    this.parameter = parameter;
    this.value = value;
  }
}
