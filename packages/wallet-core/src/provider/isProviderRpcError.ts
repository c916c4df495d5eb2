import type { ProviderRpcError } from './ProviderRpcError.js';

/** Whether `error` carries an EIP-1193 numeric code. */
export function isProviderRpcError(error: unknown): error is ProviderRpcError {
  return typeof error === 'object' && error !== null && typeof (error as ProviderRpcError).code === 'number';
}
