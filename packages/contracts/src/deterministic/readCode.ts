import type { Provider } from 'ethers';

/**
 * Code at `address` right now. Through `eth_getCode` directly when the provider speaks JSON-RPC: ethers caches a
 * `getCode` answer for 250 ms, and on an instantly mining node a "no code" read just before a deployment would
 * still be served after it.
 */
export async function readCode(provider: Provider, address: string): Promise<string> {
  const rpc = provider as Provider & { send?: (method: string, params: unknown[]) => Promise<unknown> };
  if (typeof rpc.send === 'function') return String(await rpc.send('eth_getCode', [address, 'latest']));
  return provider.getCode(address);
}
