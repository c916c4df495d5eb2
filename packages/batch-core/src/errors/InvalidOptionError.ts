import { BatchCoreError } from './BatchCoreError.js';

/** Thrown when a developer passes an option outside its range (e.g. `maxRecipients: 0`). */
export class InvalidOptionError extends BatchCoreError {
  override readonly name = 'InvalidOptionError';
  readonly option: string;
  readonly value: unknown;

  constructor(option: string, value: unknown, expected: string) {
    super(`${option} must be ${expected}, got ${String(value)}.`, {
      messageKey: 'INVALID_OPTION',
      messageParams: { option, value: String(value) },
    });
    this.option = option;
    this.value = value;
  }
}
