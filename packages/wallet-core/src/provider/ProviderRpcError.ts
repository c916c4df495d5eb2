/** Shape of an error thrown by an EIP-1193 provider (`code` 4001 = user rejected). */
export type ProviderRpcError = { code: number; message: string; data?: unknown };

/** Whether `error` carries an EIP-1193 numeric code. */
export function isProviderRpcError(error: unknown): error is ProviderRpcError {
  return typeof error === 'object' && error !== null && typeof (error as ProviderRpcError).code === 'number';
}
