import { WalletCoreError } from './WalletCoreError.js';

/** The API could not be reached (fetch rejected). */
export class NetworkError extends WalletCoreError {
  override readonly name = 'NetworkError';

  constructor(operation: string, cause: unknown) {
    super('Network error', { messageKey: 'networkError', details: operation, cause });
  }
}
