// A time that cannot be read as a date (NaN, Infinity or an invalid Date).
import { UiError } from './UiError';

export class InvalidTimestampError extends UiError {
  override name = 'InvalidTimestampError';
  readonly value: unknown;

  constructor(value: unknown) {
    super(`Not a valid timestamp: ${String(value)}`);
    this.value = value;
  }
}
