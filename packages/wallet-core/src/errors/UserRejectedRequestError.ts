import { WalletRequestError } from './WalletRequestError.js';

/** EIP-1193 code 4001: the user refused the request in the wallet. */
export class UserRejectedRequestError extends WalletRequestError {
  override readonly name = 'UserRejectedRequestError';
  static readonly code = 4001;
}
