import type { MessageKey } from '../messages/MessageKey.js';
import type { MessageParams } from '../messages/MessageParams.js';
import { WalletCoreError } from './WalletCoreError.js';

/** A caller passed a value outside what a function accepts (e.g. a wallet count of 0 or a non-integer timestamp). */
export class InvalidParameterError extends WalletCoreError {
  override readonly name = 'InvalidParameterError';
  /** Name of the offending parameter. */
  readonly parameter: string;

  /**
   * `text` names the problem for a person (a catalogue key and its values, with the English short message); without
   * it the text is the generic "Parameter error".
   */
  constructor(
    parameter: string,
    details: string,
    text?: { shortMessage: string; messageKey: MessageKey; messageParams: MessageParams; cause?: unknown },
  ) {
    super(text?.shortMessage ?? 'Parameter error', {
      details: `${parameter}: ${details}`,
      messageKey: text?.messageKey ?? 'parameterError',
      messageParams: text?.messageParams ?? {},
      cause: text?.cause,
    });
    this.parameter = parameter;
  }
}
