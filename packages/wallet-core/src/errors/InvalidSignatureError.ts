import { WalletCoreError } from './WalletCoreError.js';

/** A signature that is not 65 bytes of hex, has v other than 27/28, or does not recover to a public key. */
export class InvalidSignatureError extends WalletCoreError {
  override readonly name = 'InvalidSignatureError';

  constructor(details: string, options: { cause?: unknown } = {}) {
    super('Invalid signature', { details, cause: options.cause, messageKey: 'invalidSignature' });
  }
}
