// An EIP-1193 provider over a node's JSON-RPC HTTP endpoint (the chain behind a simulated wallet).
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/provider/Eip1193Provider.js';

export function httpProvider(rpcUrl: string): Eip1193Provider {
  let id = 0;
  return {
    async request({ method, params }: Eip1193RequestArguments) {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      });
      const answer = (await response.json()) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
      return answer.result;
    },
  };
}
