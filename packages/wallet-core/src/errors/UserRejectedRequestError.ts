import { WalletRequestError } from './WalletRequestError.js';

/**
 * EIP-1193 code 4001: the user refused the request in the wallet. Its text is the catalogue's `userRejected` (so a
 * Chinese page says it in Chinese); the wallet's own words stay in `message`.
 */
export class UserRejectedRequestError extends WalletRequestError {
  override readonly name = 'UserRejectedRequestError';
  static readonly code = 4001;

  constructor(method: string, cause: unknown) {
    super(method, cause, { messageKey: 'userRejected' });
  }
}
