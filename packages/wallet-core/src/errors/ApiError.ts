import { WalletCoreError } from './WalletCoreError.js';

/** The API answered with an `errno` (or an unreadable body): `errno` and the server's `errmsg`. */
export class ApiError extends WalletCoreError {
  override readonly name = 'ApiError';
  readonly errno: number;
  readonly status: number;

  constructor(operation: string, status: number, errno: number, errmsg: string | undefined) {
    const serverSide = status >= 500 || errno >= 500;
    super(errmsg || (serverSide ? 'Server error, please contact customer service (err502)' : 'Parameter error'), {
      messageKey: errmsg ? undefined : serverSide ? 'serverError' : 'parameterError',
      details: `${operation}: HTTP ${status}, errno ${errno}`,
    });
    this.errno = errno;
    this.status = status;
  }
}
