import { isProviderRpcError } from '../provider/isProviderRpcError.js';
import { WalletCoreError } from './WalletCoreError.js';

/** A wallet request failed; the wallet's own message is passed through. */
export class WalletRequestError extends WalletCoreError {
  override name = 'WalletRequestError';
  /** EIP-1193 error code, when the wallet gave one. */
  readonly code: number | undefined;
  readonly method: string;

  constructor(method: string, cause: unknown) {
    const message = cause instanceof Error || isProviderRpcError(cause) ? cause.message : String(cause);
    super(message || 'Connection failed', { details: `${method} failed`, cause });
    this.method = method;
    this.code = isProviderRpcError(cause) ? cause.code : undefined;
  }
}
