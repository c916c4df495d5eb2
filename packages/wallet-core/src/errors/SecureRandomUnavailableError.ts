import { WalletCoreError } from './WalletCoreError.js';

/** No `crypto.getRandomValues` in this runtime: keys are never made from a weaker source. */
export class SecureRandomUnavailableError extends WalletCoreError {
  override readonly name = 'SecureRandomUnavailableError';

  constructor() {
    super('No secure random source', {
      details: 'globalThis.crypto.getRandomValues is missing; private keys cannot be generated safely here',
      messageKey: 'noSecureRandom',
    });
  }
}
