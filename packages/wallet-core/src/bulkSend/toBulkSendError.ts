import { BulkSend__factory } from '@fanout/contracts';
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import { BulkSendError } from './BulkSendError.js';

type EthersLikeError = {
  code?: string | number;
  data?: unknown;
  revert?: { name: string; args: readonly unknown[] } | null;
  info?: { error?: { code?: number } };
  error?: { code?: number };
};

const bulkSendInterface = BulkSend__factory.createInterface();

/**
 * Maps an ethers failure of a BulkSend call to the package's errors: 4001 → UserRejectedRequestError,
 * a revert → BulkSendError named after the contract's custom error (decoded from the revert data,
 * which ethers leaves undecoded for gas estimates).
 */
export function toBulkSendError(method: string, error: unknown): WalletCoreError {
  if (error instanceof WalletCoreError) return error;
  const e = (error ?? {}) as EthersLikeError;
  if (e.code === 'ACTION_REJECTED' || e.code === 4001 || e.info?.error?.code === 4001 || e.error?.code === 4001) {
    return new UserRejectedRequestError(method, { code: 4001, message: 'User rejected the request.' });
  }
  if (e.revert) return new BulkSendError(e.revert.name, [...e.revert.args], error);
  if (typeof e.data === 'string' && e.data.length >= 10) {
    const parsed = bulkSendInterface.parseError(e.data);
    if (parsed) return new BulkSendError(parsed.name, [...parsed.args], error);
  }
  return new BulkSendError(null, [], error);
}
