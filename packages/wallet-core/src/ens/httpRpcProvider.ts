import type { Eip1193Provider, Eip1193RequestArguments } from '../provider/Eip1193Provider.js';

/**
 * A read-only EIP-1193 provider over a JSON-RPC URL (fetch, POST). An error answer is thrown with its `code`,
 * `message` and `data`, as a wallet's provider throws it, so a revert is told from a failed request.
 */
export function httpRpcProvider(url: string): Eip1193Provider {
  let id = 0;
  return {
    async request({ method, params }: Eip1193RequestArguments) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      });
      if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
      const answer = (await response.json()) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
      return answer.result;
    },
  };
}
