import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { WalletRequestError } from '../errors/WalletRequestError.js';
import type { Eip1193Provider } from './Eip1193Provider.js';
import { isProviderRpcError } from './isProviderRpcError.js';

/** `provider.request` whose failures become {@link UserRejectedRequestError} (4001) or {@link WalletRequestError}. */
export async function requestWallet(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params });
  } catch (error) {
    if (isProviderRpcError(error) && error.code === UserRejectedRequestError.code) {
      throw new UserRejectedRequestError(method, error);
    }
    throw new WalletRequestError(method, error);
  }
}
