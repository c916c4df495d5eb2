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

/**
 * Most requests one HTTP request carries (a JSON-RPC batch). The Tool's reads come in bursts (a 300-line NFT list:
 * every recipient's code and owner, again before each chunk): one request each made thousands of HTTP requests per
 * run, which public RPCs rate-limit. 20 stays under the batch limits public Polygon RPCs publish.
 */
export const CHAIN_READ_BATCH = 20;

type Answer = { id?: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } };

interface Pending {
  id: number;
  method: string;
  params: unknown[] | Record<string, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function unreachable(error: unknown): ChainRpcError {
  // No answer at all (offline, refused, blocked): an RPC failure like any other, the browser's words kept.
  return new ChainRpcError(-32603, `RPC unreachable: ${error instanceof Error ? error.message : String(error)}`);
}

function settle(pending: Pending, answer: Answer): void {
  if (answer.error) pending.reject(new ChainRpcError(answer.error.code, answer.error.message, answer.error.data));
  else pending.resolve(answer.result);
}

function bodyOf(pending: Pending) {
  return { jsonrpc: '2.0', id: pending.id, method: pending.method, params: pending.params };
}

/**
 * An EIP-1193 provider over HTTP JSON-RPC to `rpcUrl`. Requests made together (in one turn of the event loop) go as
 * one JSON-RPC batch of at most CHAIN_READ_BATCH; a lone request goes alone. A node that does not answer a batch
 * with a list (batches not served) gets every request alone from then on; a request missing from a batch's answer is
 * asked again alone. Each request settles with its own answer: one failed read fails no other.
 */
export function chainReader(rpcUrl: string): Eip1193Provider {
  let queue: Pending[] = [];
  let batches = true;

  async function post(body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) throw new ChainRpcError(-32603, `RPC answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw unreachable(error);
    }
  }

  async function alone(pending: Pending): Promise<void> {
    try {
      settle(pending, (await post(bodyOf(pending))) as Answer);
    } catch (error) {
      pending.reject(error);
    }
  }

  async function together(group: Pending[]): Promise<void> {
    let answered: unknown;
    try {
      answered = await post(group.map(bodyOf));
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    if (!Array.isArray(answered)) {
      // One answer for the whole batch (e.g. "batch requests not supported"): this node gets requests alone.
      batches = false;
      await Promise.all(group.map(alone));
      return;
    }
    const byId = new Map((answered as Answer[]).map((answer) => [answer?.id, answer]));
    await Promise.all(
      group.map((pending) => {
        const answer = byId.get(pending.id);
        if (answer) return settle(pending, answer);
        return alone(pending);
      }),
    );
  }

  function flush(): void {
    const group = queue;
    queue = [];
    if (group.length === 1 || !batches) {
      for (const pending of group) void alone(pending);
      return;
    }
    for (let i = 0; i < group.length; i += CHAIN_READ_BATCH) void together(group.slice(i, i + CHAIN_READ_BATCH));
  }

  return {
    request({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }) {
      return new Promise((resolve, reject) => {
        // A macrotask, not a microtask: reads started as other reads settle (a pool of readers) join the batch.
        if (queue.length === 0) setTimeout(flush, 0);
        queue.push({ id: ++nextId, method, params: params ?? [], resolve, reject });
      });
    },
  };
}
