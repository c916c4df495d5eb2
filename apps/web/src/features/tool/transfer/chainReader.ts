// The run's own chain, read over JSON-RPC (the chain settings' RPC URL), never through the wallet: every read that
// decides whether a chunk is paid (receipts, nonces, batchSent, events) must come from the chain the run is on, even
// when the wallet has moved to another network. An EIP-1193 provider over fetch (the CSP allows the served RPCs).
import type { Eip1193Provider } from 'ethers';

/** A JSON-RPC error answered by the node (its code and message kept, as a wallet would throw them). */
export class ChainRpcError extends Error {
  override name = 'ChainRpcError';
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

let nextId = 0;

/** An EIP-1193 provider that sends each request to `rpcUrl` (HTTP JSON-RPC). */
export function chainReader(rpcUrl: string): Eip1193Provider {
  return {
    async request({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }) {
      let response: Response;
      try {
        response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] }),
        });
      } catch (error) {
        // No answer at all (offline, refused, blocked): an RPC failure like any other, the browser's words kept.
        throw new ChainRpcError(-32603, `RPC unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) throw new ChainRpcError(-32603, `RPC answered HTTP ${response.status}`);
      const body = (await response.json()) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (body.error) throw new ChainRpcError(body.error.code, body.error.message, body.error.data);
      return body.result;
    },
  };
}
