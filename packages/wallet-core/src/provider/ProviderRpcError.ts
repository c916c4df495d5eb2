/** Shape of an error thrown by an EIP-1193 provider (`code` 4001 = user rejected). */
export type ProviderRpcError = { code: number; message: string; data?: unknown };
