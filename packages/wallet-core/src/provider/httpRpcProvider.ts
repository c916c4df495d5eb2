import type { Eip1193Provider, Eip1193RequestArguments } from './Eip1193Provider.js';

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
      let answer: { result?: unknown; error?: { code: number; message: string; data?: unknown } };
      try {
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        throw new Error(`${method}: HTTP ${response.status}, not a JSON-RPC answer`, { cause: error });
      }
      // A node may send a JSON-RPC error (a revert and its data) with an HTTP error status: the error is the answer.
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
      if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`);
      return answer.result;
    },
  };
}
