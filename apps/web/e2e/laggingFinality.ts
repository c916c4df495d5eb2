// An RPC in front of the local chain whose `finalized` block lags the head (Hardhat answers `finalized` with the head,
// so a paid chunk there is final at once and a later reorganisation could not be shown): everything else is the
// chain's own answer. For the reorganisation-after-the-finish journeys (issue 37).
import { createServer, type Server } from 'node:http';

export interface LaggingFinality {
  rpcUrl: string;
  stop(): Promise<void>;
}

export async function startLaggingFinality(upstream: string, lag: bigint): Promise<LaggingFinality> {
  const forward = async (body: string) => {
    const response = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return response.text();
  };
  const call = async (method: string, params: unknown[]) =>
    (JSON.parse(await forward(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))) as { result: unknown })
      .result;
  const answer = async (request: { id?: unknown; method?: string; params?: unknown[] }) => {
    if (request.method === 'eth_getBlockByNumber' && request.params?.[0] === 'finalized') {
      const head = BigInt(String(await call('eth_blockNumber', [])));
      const block = head > lag ? head - lag : 0n;
      return {
        jsonrpc: '2.0',
        id: request.id,
        result: await call('eth_getBlockByNumber', [`0x${block.toString(16)}`, false]),
      };
    }
    return JSON.parse(await forward(JSON.stringify(request)));
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
        .then(() => {
          const parsed = JSON.parse(body) as unknown;
          return Array.isArray(parsed) ? Promise.all(parsed.map(answer)) : answer(parsed as never);
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
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
