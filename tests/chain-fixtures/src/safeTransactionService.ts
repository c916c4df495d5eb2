// A local stand-in for the Safe Transaction Service, answering exactly the one endpoint the engine reads
// (`readSafeQueue`): GET /api/v1/safes/{address}/multisig-transactions/?executed=false&nonce__gte={n}&limit={n}, in the
// service's JSON shape (`{ count, next, previous, results: [...] }`, each result with safeTxHash, to, value (decimal
// string), data, operation, nonce, isExecuted, confirmations, confirmationsRequired), readable from any origin as the
// hosted service is (`access-control-allow-origin: *`). Anything else answers 404.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type QueuedSafeTransaction = {
  safeTxHash: string;
  nonce: bigint;
  to: string;
  value: bigint;
  data: string;
  operation: number;
  isExecuted?: boolean;
};

export type SafeTransactionService = {
  url: string;
  /** The paths and queries asked, in order. */
  asked: string[];
  /** Answer every request with this HTTP status instead (a service that is down). */
  failWith: number | null;
  close(): Promise<void>;
};

/** Serves `queue()` (read at each request) for the Safe `safe`. */
export async function startSafeTransactionService(
  safe: string,
  queue: () => readonly QueuedSafeTransaction[],
): Promise<SafeTransactionService> {
  const service = { asked: [] as string[], failWith: null as number | null };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    service.asked.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      // As the hosted service: any origin may read it (a Safe App's page reads it from the browser).
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    };
    if (service.failWith !== null) return json(service.failWith, { detail: 'unavailable' });
    const executed = url.searchParams.get('executed');
    const from = url.searchParams.get('nonce__gte');
    if (request.method !== 'GET' || url.pathname !== `/api/v1/safes/${safe}/multisig-transactions/` || !from) {
      return json(404, { detail: 'Not found.' });
    }
    const results = queue()
      .filter((tx) => tx.nonce >= BigInt(from) && (executed !== 'false' || !tx.isExecuted))
      .map((tx) => ({
        safe,
        to: tx.to,
        value: tx.value.toString(),
        data: tx.data,
        operation: tx.operation,
        nonce: Number(tx.nonce),
        safeTxHash: tx.safeTxHash,
        isExecuted: tx.isExecuted ?? false,
        confirmations: [],
        confirmationsRequired: 2,
      }));
    json(200, { count: results.length, next: null, previous: null, results });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
