import type { Eip1193Provider } from '../provider/Eip1193Provider.js';

/** One JSON-RPC request through an EIP-1193 provider, typed by the caller. */
export function rpc<T = unknown>(provider: Eip1193Provider, method: string, params: unknown[] = []): Promise<T> {
  return provider.request({ method, params }) as Promise<T>;
}
