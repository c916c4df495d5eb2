import { WalletCoreError } from './WalletCoreError.js';

/** The wallet did not sign the login message (refused or failed). */
export class SignatureFailedError extends WalletCoreError {
  override readonly name = 'SignatureFailedError';

  constructor(cause: unknown) {
    super('Signature failed', {
      messageKey: 'signatureFailed',
      cause,
      details: cause instanceof Error ? cause.message : undefined,
    });
  }
}
