import { WalletCoreError } from '../errors/WalletCoreError.js';

/** A text that is not an ENS name after normalisation (ENSIP-15: an empty label, a space, a disallowed character). */
export class EnsNameInvalidError extends WalletCoreError {
  override readonly name = 'EnsNameInvalidError';
  /** The text as given. */
  readonly ensName: string;

  constructor(input: string, cause?: unknown) {
    super('This is not a valid ENS name', {
      details: cause instanceof Error ? cause.message : undefined,
      messageKey: 'ensNameInvalid',
      messageParams: { name: input },
      cause,
    });
    this.ensName = input;
  }
}
