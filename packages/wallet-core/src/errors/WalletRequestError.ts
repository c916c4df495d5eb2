import type { MessageKey } from '../messages/MessageKey.js';
import { isProviderRpcError } from '../provider/isProviderRpcError.js';
import { WalletCoreError } from './WalletCoreError.js';

/** The `name` of a WalletRequestError or of a subclass (a new subclass adds its name here). */
export type WalletRequestErrorName = 'WalletRequestError' | 'UserRejectedRequestError';

/** A wallet request failed; the wallet's own message is passed through. */
export class WalletRequestError extends WalletCoreError {
  override readonly name: WalletRequestErrorName = 'WalletRequestError';
  /** EIP-1193 error code, when the wallet gave one. */
  readonly code: number | undefined;
  readonly method: string;

  constructor(method: string, cause: unknown, options: { messageKey?: MessageKey } = {}) {
    const message = cause instanceof Error || isProviderRpcError(cause) ? cause.message : String(cause);
    super(message || 'Connection failed', {
      details: `${method} failed`,
      cause,
      ...(options.messageKey ? { messageKey: options.messageKey } : {}),
    });
    this.method = method;
    this.code = isProviderRpcError(cause) ? cause.code : undefined;
  }
}
