// A JSON-RPC node in front of the local chain that lags (issue 37): it leaves out the logs of its newest blocks (a log
// index behind its head, while head, state and calls are current), so a history read over it misses the latest
// payments; and/or its `finalized` block lags the head (Hardhat answers `finalized` with the head, so a paid chunk
// there is final at once and a later reorganisation could not be shown). Everything else is the chain's own answer.
// An HTTP server (the browser's chain RPC) with its URL.
import { createServer, type Server } from 'node:http';

export interface LaggingNode {
  rpcUrl: string;
  /** How many of the newest blocks' logs `eth_getLogs` leaves out now (change it between reads; 0: none). */
  hideNewest: bigint;
  /** How far the `finalized` block lags the head (0: the chain's own answer). */
  finalizedLag: bigint;
  /** `eth_getLogs` requests answered with logs left out so far (to tell a read went through this node). */
  logReads: number;
  stop(): Promise<void>;
}

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: string; params?: unknown[] };

/**
 * Starts the node: `eth_getLogs` answers what `upstream` answers without the logs of the newest `hideNewest` blocks
 * (counted from `eth_blockNumber` at the time of the request); `eth_getBlockByNumber('finalized')` answers the block
 * `finalizedLag` below the head; every other method is passed through. CORS open.
 */
export async function startLaggingNode(
  upstream: string,
  lag: { hideNewest?: bigint; finalizedLag?: bigint },
): Promise<LaggingNode> {
  const forward = async (request: JsonRpcRequest) => {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return (await response.json()) as { result?: unknown; error?: unknown };
  };
  const headBlock = async () =>
    BigInt(String((await forward({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] })).result));
  const node: LaggingNode = {
    rpcUrl: '',
    hideNewest: lag.hideNewest ?? 0n,
    finalizedLag: lag.finalizedLag ?? 0n,
    logReads: 0,
    stop: async () => {},
  };
  const answer = async (request: JsonRpcRequest) => {
    if (request.method === 'eth_getBlockByNumber' && request.params?.[0] === 'finalized' && node.finalizedLag > 0n) {
      const head = await headBlock();
      const block = head > node.finalizedLag ? head - node.finalizedLag : 0n;
      return forward({ ...request, params: [`0x${block.toString(16)}`, request.params[1] ?? false] });
    }
    if (request.method !== 'eth_getLogs' || node.hideNewest <= 0n) return forward(request);
    node.logReads++;
    const head = await headBlock();
    const answered = await forward(request);
    if (!Array.isArray(answered.result)) return answered;
    const newestShown = head - node.hideNewest;
    return {
      ...answered,
      result: answered.result.filter(
        (log: { blockNumber?: string }) => log.blockNumber !== undefined && BigInt(log.blockNumber) <= newestShown,
      ),
    };
  };
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  const server: Server = createServer((req, res) => {
    // Browsers ask first (CORS preflight).
    if (req.method !== 'POST') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      Promise.resolve()
        .then(async () => {
          const parsed = JSON.parse(body) as JsonRpcRequest | JsonRpcRequest[];
          const one = async (request: JsonRpcRequest) => ({
            jsonrpc: '2.0',
            id: request.id,
            ...(await answer(request)),
          });
          return Array.isArray(parsed) ? Promise.all(parsed.map(one)) : one(parsed);
        })
        .then((result) => {
          res.writeHead(200, { 'content-type': 'application/json', ...cors });
          res.end(JSON.stringify(result));
        })
        .catch((error: unknown) => {
          res.writeHead(502, cors);
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  node.rpcUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  node.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return node;
}
