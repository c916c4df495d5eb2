// The Tool's chain reader over HTTP JSON-RPC: reads made together travel as one batch, each settles with its own
// answer, and a node that serves no batches (or drops an answer) still answers every read. A small HTTP node stands in
// for the RPC: the faults below (a node refusing batches, an answer missing) cannot be caused on Hardhat's node.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAIN_READ_BATCH, ChainRpcError, chainReader } from './chainReader.js';

type Request = { id: number; method: string; params: unknown[] };

interface Node {
  url: string;
  /** Every HTTP request's body, parsed. */
  bodies: (Request | Request[])[];
  server: Server;
}

const nodes: Node[] = [];
afterEach(async () => {
  for (const node of nodes.splice(0)) await new Promise((resolve) => node.server.close(resolve));
});

/** A node answering `eth_getCode` with the address itself and failing `eth_fail`; `mode` shapes its batch answers. */
async function startNode(mode: 'batches' | 'no batches' | 'drops one' | 'http 500' = 'batches'): Promise<Node> {
  const bodies: Node['bodies'] = [];
  const answer = (request: Request) =>
    request.method === 'eth_fail'
      ? { jsonrpc: '2.0', id: request.id, error: { code: -32000, message: 'execution reverted', data: '0x08c379a0' } }
      : { jsonrpc: '2.0', id: request.id, result: request.params[0] };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(text) as Request | Request[];
      bodies.push(body);
      res.setHeader('content-type', 'application/json');
      if (mode === 'http 500') {
        res.statusCode = 500;
        return res.end('{}');
      }
      if (!Array.isArray(body)) return res.end(JSON.stringify(answer(body)));
      if (mode === 'no batches') {
        return res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32600, message: 'batch requests are not supported' },
          }),
        );
      }
      const answers = body.map(answer).reverse(); // in any order, as JSON-RPC allows
      res.end(JSON.stringify(mode === 'drops one' ? answers.slice(1) : answers));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const node = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, server };
  nodes.push(node);
  return node;
}

const addresses = (n: number) => Array.from({ length: n }, (_, i) => `0x${String(i + 1).padStart(40, '0')}`);

describe('chainReader', () => {
  it('sends reads made together as batches of at most CHAIN_READ_BATCH; each read gets its own answer', async () => {
    const node = await startNode();
    const reader = chainReader(node.url);
    const wanted = addresses(CHAIN_READ_BATCH + 5);
    const codes = await Promise.all(
      wanted.map((a) => reader.request({ method: 'eth_getCode', params: [a, 'latest'] })),
    );
    expect(codes).toEqual(wanted);
    expect(node.bodies.map((body) => (Array.isArray(body) ? body.length : 1))).toEqual([CHAIN_READ_BATCH, 5]);
  });

  it('a lone read goes alone (no batch around it)', async () => {
    const node = await startNode();
    expect(await chainReader(node.url).request({ method: 'eth_getCode', params: ['0xaa', 'latest'] })).toBe('0xaa');
    expect(node.bodies).toEqual([
      { jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getCode', params: ['0xaa', 'latest'] },
    ]);
  });

  it("one read's error fails that read only, with the node's code, message and data", async () => {
    const node = await startNode();
    const reader = chainReader(node.url);
    const [ok, failed] = await Promise.allSettled([
      reader.request({ method: 'eth_getCode', params: ['0x01'] }),
      reader.request({ method: 'eth_fail', params: [] }),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: '0x01' });
    expect(failed.status).toBe('rejected');
    const error = (failed as PromiseRejectedResult).reason as ChainRpcError;
    expect(error).toBeInstanceOf(ChainRpcError);
    expect([error.code, error.message, error.data]).toEqual([-32000, 'execution reverted', '0x08c379a0']);
  });

  it('a node that serves no batches gets every read alone, now and from then on, and answers them all', async () => {
    const node = await startNode('no batches');
    const reader = chainReader(node.url);
    expect(await Promise.all(addresses(3).map((a) => reader.request({ method: 'eth_getCode', params: [a] })))).toEqual(
      addresses(3),
    );
    expect(await Promise.all(addresses(2).map((a) => reader.request({ method: 'eth_getCode', params: [a] })))).toEqual(
      addresses(2),
    );
    // One refused batch, then only single requests.
    expect(node.bodies.filter(Array.isArray)).toHaveLength(1);
    expect(node.bodies.filter((body) => !Array.isArray(body))).toHaveLength(5);
  });

  it('a read missing from the batch answer is asked again alone', async () => {
    const node = await startNode('drops one');
    const reader = chainReader(node.url);
    expect(await Promise.all(addresses(4).map((a) => reader.request({ method: 'eth_getCode', params: [a] })))).toEqual(
      addresses(4),
    );
    expect(node.bodies.filter((body) => !Array.isArray(body))).toHaveLength(1);
  });

  it('an HTTP error or no node at all fails every read of the batch as an RPC failure (-32603)', async () => {
    const node = await startNode('http 500');
    const reader = chainReader(node.url);
    const results = await Promise.allSettled(
      addresses(3).map((a) => reader.request({ method: 'eth_getCode', params: [a] })),
    );
    expect(results.map((r) => r.status === 'rejected' && (r.reason as ChainRpcError).code)).toEqual([
      -32603, -32603, -32603,
    ]);
    const gone = chainReader('http://127.0.0.1:9/');
    await expect(gone.request({ method: 'eth_chainId', params: [] })).rejects.toMatchObject({ code: -32603 });
  });
});
